import { combineSlices, createDynamicMiddleware, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { snackbarSlice } from './snackbar-slice';

/**
 * The slices a page adds when its code first loads, each declared here by the module that adds it
 * (Redux Toolkit's `withLazyLoadedSlices`): `declare module '…/lib/store-parts' { interface
 * LazyLoadedSlices extends WithSlice<typeof slice> {} }`. Their state is optional in `RootState`
 * until then, so each is read through a selector that answers its initial state while it is absent
 * (Provider Search's `selectProviderSearch`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

/**
 * The store's reducer, shared by every store the app creates (app/store.ts adds the session's
 * slices). Code that loads after start-up adds its own slice (`rootReducer.inject`, or
 * `injectSliceWithMiddleware` for one with middleware), so that start-up carries neither it nor the
 * library behind it (RTK Query, lib/api.ts; Provider Search's filters).
 */
export const rootReducer = combineSlices(snackbarSlice).withLazyLoadedSlices<LazyLoadedSlices>();

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
