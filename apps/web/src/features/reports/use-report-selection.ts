import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readReportSelection, type ReportSelection, writeReportSelection } from './report-selection';

/**
 * The report view's selection, kept in the address (`?page=&year=&month=&planID=`): each change
 * is a new history entry, so the back button and shared links show the same page.
 * @returns the selection, a setter, and the search part (`?…`) that shows another page with the
 *   same year, month and plan.
 */
export function useReportSelection(pages: readonly { id: string }[]) {
  const [params, setParams] = useSearchParams();
  const selection = useMemo(() => readReportSelection(params, pages), [params, pages]);
  const setSelection = useCallback(
    (next: ReportSelection) => {
      setParams(writeReportSelection(params, next));
    },
    [params, setParams],
  );
  const searchFor = useCallback(
    (pageId: string) => `?${writeReportSelection(params, { ...selection, page: pageId }).toString()}`,
    [params, selection],
  );
  return { selection, setSelection, searchFor };
}
