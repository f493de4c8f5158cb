import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { snackbarSlice } from '../lib/snackbar-slice';
import { sessionSlice } from '../features/auth/session-slice';
import { providerSearchSlice } from '../features/provider-search/provider-search-slice';

const reducers = {
  [api.reducerPath]: api.reducer,
  [snackbarSlice.name]: snackbarSlice.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [providerSearchSlice.name]: providerSearchSlice.reducer,
};

// Combined when a store is created rather than when this module is evaluated: combining runs every
// reducer once, and start-up evaluates this module and creates the store in separate tasks.
const createRootReducer = () => combineReducers(reducers);

/** The whole client state. */
export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;

/** Creates the store; tests pass a preloaded state. */
export function createStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: createRootReducer(),
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
