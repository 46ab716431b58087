import TablePagination from '@mui/material/TablePagination';
import { tablePaginationClasses } from '@mui/material/TablePagination';

export interface TablePagerProps {
  /** How many rows there are in all (after any filter). */
  count: number;
  /** The page shown, from 0. */
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: readonly number[];
  /** "Rows per page" unless the rows have a name ("Plans per page"). */
  labelRowsPerPage?: string;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
}

/**
 * Below `sm` the pager takes two lines: "Rows per page" and its menu, then
 * "1–25 of 100" with the arrows. On one line at 390 px MUI's toolbar is wider
 * than the card and scrolls inside itself, so the next-page arrow was cut off
 * (issue 21 item 6). The zero-height `::after` is a line break: it fills a
 * line of its own between the two groups (ordered 0 and 2).
 */
const twoLinesOnAPhone = {
  [`& .${tablePaginationClasses.toolbar}`]: {
    flexWrap: { xs: 'wrap', sm: 'nowrap' },
    justifyContent: 'flex-end',
    '&::after': { content: { xs: '""', sm: 'none' }, flexBasis: '100%', height: 0, order: 1 },
  },
  [`& .${tablePaginationClasses.spacer}`]: { display: { xs: 'none', sm: 'block' } },
  // MUI's 32 px after the menu would leave it short of the arrows' right edge.
  [`& .${tablePaginationClasses.input}`]: { marginRight: { xs: 1, sm: 4 } },
  [`& .${tablePaginationClasses.displayedRows}, & .${tablePaginationClasses.actions}`]: { order: 2 },
} as const;

/** The pager under every paged ResponsiveTable (plans, failed attempts): both arrows in view at any width. */
export function TablePager({ count, page, rowsPerPage, rowsPerPageOptions, labelRowsPerPage, onPageChange, onRowsPerPageChange }: TablePagerProps) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={[...rowsPerPageOptions]}
      labelRowsPerPage={labelRowsPerPage}
      onPageChange={(_event, index) => onPageChange(index)}
      onRowsPerPageChange={(event) => onRowsPerPageChange(Number(event.target.value))}
      sx={twoLinesOnAPhone}
    />
  );
}
