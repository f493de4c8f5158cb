import { lazy, Suspense } from 'react';
import { useAppSelector } from '../lib/hooks';

// The snackbar UI loads with the first message, not with every page.
const SnackbarQueue = lazy(async () => ({ default: (await import('./snackbar-queue')).SnackbarQueue }));

/** Where snackbar messages appear (accounts spec §8); renders nothing while the queue is empty. */
export function SnackbarHost() {
  const hasMessages = useAppSelector((state) => state.snackbar.queue.length > 0);
  if (!hasMessages) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarQueue />
    </Suspense>
  );
}
