import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface ViewTableProps {
  /** The caption: what the table shows, its data year and file. */
  caption: ReactNode;
  /** Column headers; the first column heads the rows. */
  headers: readonly string[];
  /** Rows of cells, the first cell of each a row header. */
  rows: readonly (readonly ReactNode[])[];
  /** Accessible name of the scroll region. */
  label: string;
}

/**
 * A plain MUI table with its caption, inside its own horizontally scrolling, focusable region, so
 * a 390 px screen scrolls the table and not the page, with the keyboard too.
 */
export function ViewTable({ caption, headers, rows, label }: ViewTableProps) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{ overflowX: 'auto', maxWidth: '100%' }}
    >
      <Table size="small" sx={{ minWidth: 640 }}>
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {headers.map((header, index) => (
              <TableCell key={header} align={index === 0 ? 'left' : 'right'} scope="col">
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, rowIndex) => (
            <TableRow key={rowIndex}>
              {cells.map((cell, index) =>
                index === 0 ? (
                  <TableCell key={index} component="th" scope="row">
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell key={index} align="right">
                    {cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
