import { combineSlices, createDynamicMiddleware, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { snackbarSlice } from './snackbar-slice';

/**
 * The store's reducer, shared by every store the app creates (app/store.ts adds the session's
 * slices). Code that loads after start-up adds its own slice with `injectSliceWithMiddleware`, so
 * that start-up carries neither it nor the library behind it (RTK Query, lib/api.ts).
 */
export const rootReducer = combineSlices(snackbarSlice);

/** The store's middleware that code loaded later adds to (Redux Toolkit's dynamic middleware). */
export const dynamicMiddleware = createDynamicMiddleware();

/**
 * Adds a slice and its middleware to every store, those created already and those to come: the
 * reducer answers for the slice from the next action on, and the middleware sees that action.
 */
export function injectSliceWithMiddleware<State>(slice: {
  reducerPath: string;
  reducer: Reducer<State>;
  middleware: Middleware;
}): void {
  rootReducer.inject(slice);
  dynamicMiddleware.addMiddleware(slice.middleware);
}
