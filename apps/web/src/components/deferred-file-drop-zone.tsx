import { type DragEvent, lazy, Suspense } from 'react';
import { useLingui } from '../lib/i18n/i18n';
import { useNearViewport } from '../lib/use-near-viewport';
import { DropZoneFrame } from './file-drop-zone-frame';
import type { FileDropZoneProps } from './file-drop-zone';

/** While the code loads, a file dropped on the area is refused instead of opened by the browser in the form's place. */
const refuseDrop = {
  onDragOver: (event: DragEvent) => {
    event.preventDefault();
  },
  onDrop: (event: DragEvent) => {
    event.preventDefault();
  },
};

const FileDropZone = lazy(async () => ({ default: (await import('./file-drop-zone')).FileDropZone }));

/**
 * A `FileDropZone` for a form where the drop area sits below the first screen (the public case
 * form, cases spec §5): react-dropzone and its type tables load once the visitor has started on
 * the form (`isWanted`) or the area comes within 300 px of the screen. Until then, and while that
 * code loads, the area shows at its final size with its button disabled, so nothing below it moves
 * (issue 39: a visitor who only reads the page downloads no upload code).
 */
export function DeferredFileDropZone({ isWanted, ...props }: FileDropZoneProps & { isWanted: boolean }) {
  const { _ } = useLingui();
  const { ref, isNear } = useNearViewport<HTMLDivElement>();
  const frame = (
    <DropZoneFrame
      label={props.label ?? _('common.files.label')}
      hint={props.hint ?? _('common.files.hint')}
      rootProps={refuseDrop}
    />
  );
  return (
    <div ref={ref}>
      {isWanted || isNear ? (
        <Suspense fallback={frame}>
          <FileDropZone {...props} />
        </Suspense>
      ) : (
        frame
      )}
    </div>
  );
}
