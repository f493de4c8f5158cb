import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes';

/** The data router of the route table; creating it starts loading the code of the address opened. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
