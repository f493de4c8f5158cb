import { lazy, type ReactNode, Suspense } from 'react';

export interface ViewTableProps {
  /** The caption: what the table shows, its data year and file. */
  caption: ReactNode;
  /** Column headers; the first column heads the rows. */
  headers: readonly string[];
  /** Rows of cells, the first cell of each a row header. */
  rows: readonly (readonly ReactNode[])[];
  /** Accessible name of the table. */
  label: string;
}

const loadContent = () => import('./view-table-content');
const ViewTableContent = lazy(async () => ({ default: (await loadContent()).ViewTableContent }));

/**
 * Starts loading the views' table code (the responsive table and MUI's table parts), which a page
 * needs only once a reply is there: called when a selection is submitted, so the code has come by
 * the time the reply does (issue 39).
 */
export function preloadViewTable(): void {
  void loadContent().catch(() => undefined);
}

/**
 * A table of a benchmark view with its caption (`ViewTableContent`): its code loads with the first
 * reply, not with the page (issue 39); until it is there the place stays empty.
 */
export function ViewTable(props: ViewTableProps) {
  return (
    <Suspense fallback={null}>
      <ViewTableContent {...props} />
    </Suspense>
  );
}
