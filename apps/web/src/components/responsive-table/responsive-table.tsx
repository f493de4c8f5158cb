import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DesktopTable, type DesktopTableProps } from './desktop-table';
import { ListPager, type ListPagerProps } from './list-pager';
import { PhoneCards } from './phone-cards';

export type { ListSort, ResponsiveColumn } from './table-types';

export interface ResponsiveTableProps<Row> extends DesktopTableProps<Row> {
  /** Accessible name of the table, and of the card list on a phone. */
  label: string;
  /** The pager under the list; none without it. */
  pager?: ListPagerProps;
}

/**
 * A list of records that works on every screen (docs/decisions/0095, 0112): a table from 600 px
 * up (`DesktopTable`: compact, its first columns kept in view while it scrolls sideways); below,
 * one card a record (`PhoneCards`: the first column as its title, the others as labelled values,
 * none hidden and nothing to scroll sideways), with a 'Sort by' choice and a direction button
 * instead of the column headers. The pager wraps on narrow screens. Shared by the lists, the
 * tables of the analysis pages and the reports.
 */
export function ResponsiveTable<Row>({ pager, ...table }: ResponsiveTableProps<Row>) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <Paper variant="outlined">
      {isPhone ? <PhoneCards {...table} /> : <DesktopTable {...table} />}
      {/* No pager over nothing: shown once there are records, it no longer sits under the empty
          list while it loads and then moves down when the rows arrive (issue 39, layout shift). */}
      {pager !== undefined && pager.count > 0 && <ListPager {...pager} />}
    </Paper>
  );
}
