import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A message waiting its turn in the snackbar. */
export interface SnackbarMessage {
  id: number;
  text: string;
  severity: 'error' | 'warning' | 'info' | 'success';
  /** Auto-hide delay, ms (spec: 3000 ms, up to 5000 ms on some screens). */
  autoHideMs: number;
}

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
      action: PayloadAction<{ text: string; severity?: SnackbarMessage['severity']; autoHideMs?: number }>,
    ) {
      state.queue.push({
        id: state.nextId,
        text: action.payload.text,
        severity: action.payload.severity ?? 'error',
        autoHideMs: action.payload.autoHideMs ?? 3000,
      });
      state.nextId += 1;
    },
    snackbarDismissed(state, action: PayloadAction<number>) {
      state.queue = state.queue.filter((message) => message.id !== action.payload);
    },
  },
});

export const { snackbarQueued, snackbarDismissed } = snackbarSlice.actions;
