import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ServerErrorFacts } from './api-errors';

/** What a snackbar says: a text as given, or a failed call worded in the portal's language when it shows. */
export type SnackbarContent = { text: string } | { serverError: ServerErrorFacts };

/** A message waiting its turn in the snackbar. */
export type SnackbarMessage = SnackbarContent & {
  id: number;
  severity: 'error' | 'warning' | 'info' | 'success';
  /** Auto-hide delay, ms (spec: 3000 ms, up to 5000 ms on some screens). */
  autoHideMs: number;
};

interface SnackbarState {
  queue: SnackbarMessage[];
  nextId: number;
}

const initialState: SnackbarState = { queue: [], nextId: 1 };

/**
 * The snackbar queue: rejected calls that carry a message queue it here and the messages show one
 * at a time, in order (accounts spec §8).
 */
export const snackbarSlice = createSlice({
  name: 'snackbar',
  initialState,
  reducers: {
    snackbarQueued(
      state,
      action: PayloadAction<
        SnackbarContent & { severity?: SnackbarMessage['severity']; autoHideMs?: number }
      >,
    ) {
      const { severity, autoHideMs, ...content } = action.payload;
      state.queue.push({
        ...content,
        id: state.nextId,
        severity: severity ?? 'error',
        autoHideMs: autoHideMs ?? 3000,
      });
      state.nextId += 1;
    },
    snackbarDismissed(state, action: PayloadAction<number>) {
      state.queue = state.queue.filter((message) => message.id !== action.payload);
    },
  },
});

export const { snackbarQueued, snackbarDismissed } = snackbarSlice.actions;
