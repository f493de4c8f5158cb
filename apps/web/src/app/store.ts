import { configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { dynamicMiddleware, rootReducer } from '../lib/store-parts';
import { sessionSlice } from '../features/auth/session-slice';

// RTK Query's API is not among these: lib/api.ts adds its reducer and middleware when a page first
// loads it (lib/store-parts.ts), so that the sign-in page's start-up carries no RTK Query. Provider
// Search's filters join when its code loads (features/provider-search/provider-search-slice.ts).
const withSlices = rootReducer.inject(sessionSlice);

/** The whole client state. */
export type RootState = ReturnType<typeof withSlices>;

// `inject` types the state it returns but keeps the preloaded state of the slices combined first;
// a test preloads any slice of the whole state.
const reducer = withSlices as Reducer<RootState, UnknownAction, Partial<RootState>>;

/** Creates the store; tests pass a preloaded state. */
export function createStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
