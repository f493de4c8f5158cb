import Drawer from '@mui/material/Drawer';
import { PageList, type ReportDrawerProps } from './report-page-list';

/**
 * The report's pages in a temporary drawer, for screens narrower than `xl`: loaded when first
 * opened, with MUI's Drawer, Modal and focus trap (docs/decisions/0123-heavy-signed-in-pages.md).
 */
export function ReportPagesDrawer({
  id,
  isOpen,
  onClose,
  ...props
}: ReportDrawerProps & { id: string; isOpen: boolean; onClose: () => void }) {
  return (
    <Drawer id={id} variant="temporary" open={isOpen} onClose={onClose}>
      <PageList {...props} onChoose={onClose} />
    </Drawer>
  );
}
