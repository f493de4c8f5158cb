import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { snackbarSlice } from '../lib/snackbar-slice';
import { sessionSlice } from '../features/auth/session-slice';
import { providerSearchSlice } from '../features/provider-search/provider-search-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [snackbarSlice.name]: snackbarSlice.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [providerSearchSlice.name]: providerSearchSlice.reducer,
});

/** The whole client state. */
export type RootState = ReturnType<typeof rootReducer>;

/** Creates the store; tests pass a preloaded state. */
export function createStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
