import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../lib/use-opened-once';
import type { ConfirmDialogProps } from './confirm-dialog';

const ConfirmDialog = lazy(async () => ({ default: (await import('./confirm-dialog')).ConfirmDialog }));

/**
 * `ConfirmDialog` loaded when it is first opened: a page with an 'Are You Sure?' question then
 * loads MUI's Dialog, Modal and focus trap only when it asks it (docs/decisions/0123-heavy-signed-in-pages.md).
 * Once opened it stays mounted, so that it closes with its transition.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const hasOpened = useOpenedOnce(props.isOpen);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
