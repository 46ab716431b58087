import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridRowIdGetter,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useEffect, useMemo } from 'react';
import { adminGridCsvOptions } from './admin-grid-csv';
import { prepareSearchTexts, withRowTextSearch } from './admin-grid-search';

/** Rows per page: a screenful, so 10 000 records paint as fast as 25. */
export const ADMIN_GRID_PAGE_SIZES = [25, 50, 100] as const;

export interface AdminDataGridProps<Row extends GridValidRowModel> {
  /** The grid's accessible name and the toolbar's title, e.g. "Company addresses". */
  label: string;
  rows: readonly Row[];
  columns: readonly GridColDef<Row>[];
  /** The exported file's name, without `.csv`. */
  fileName: string;
  /** What the grid says when there are no rows at all (the screen's empty message). */
  emptyMessage: string;
  getRowId?: GridRowIdGetter<Row>;
  initialSort?: GridSortModel;
  /** Columns hidden (e.g. on a phone); the rest keep their place. */
  columnVisibilityModel?: GridColumnVisibilityModel;
  /** Rows taller than one line (stacked facts on a phone, lists of users). */
  getRowHeight?: () => number | 'auto';
  /**
   * Export values as they are, not as the cells format them: for timestamps a
   * spreadsheet should read exactly (ISO 8601, UTC), not in the reader's time zone.
   */
  exportRawValues?: boolean;
  /**
   * What the search box looks a row up by (names, slugs, e-mails), when not
   * every column: the search then matches one lowercase text per row, so
   * 10 000 rows search fast (admin-grid-search.ts). Give a stable function
   * (module level). Without it, the search formats and tests every visible column.
   */
  searchText?: (row: Row) => readonly string[];
  /**
   * `false` while a paged list's later pages are still arriving (api/list-pages.ts):
   * the rows so far are shown, but nothing that would state them as the whole
   * list (the footer's total, the empty message, a sort, a search or column
   * filter, whose "nothing matches" could be false, an export),
   * and a line above the grid says the rest is on its way.
   */
  complete?: boolean;
}

/** The footer's range while rows are still arriving: where this page is, never a total. */
const rangeWhileLoading = ({ from, to }: { from: number; to: number }) => `${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} of more, still loading`;

/**
 * The admin area's table (issue: "MUI DataGrid with a quick filter and CSV
 * export"): sortable columns, a quick filter over every column (or
 * over the values `searchText` names), pages of 25
 * so 10 000 records stay fast, and CSV export of what is filtered and sorted,
 * every column, whatever a phone's narrow layout hides.
 * The export escapes cells a spreadsheet would run as formulas (`=`, `+`, `-`,
 * `@`, tab, CR at the start: OWASP CSV injection); company names and e-mail
 * addresses come from partners, so this must never be turned off.
 */
export function AdminDataGrid<Row extends GridValidRowModel>({
  label,
  rows,
  columns,
  fileName,
  emptyMessage,
  getRowId,
  initialSort,
  columnVisibilityModel,
  getRowHeight,
  exportRawValues = false,
  searchText,
  complete = true,
}: AdminDataGridProps<Row>) {
  const searchedColumns = useMemo(() => (searchText ? withRowTextSearch(columns, searchText) : columns), [columns, searchText]);
  useEffect(() => (searchText ? prepareSearchTexts(rows, searchText) : undefined), [rows, searchText]);
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      {complete ? null : <StillLoading />}
      <DataGrid<Row>
        label={label}
        aria-label={label}
        rows={rows}
        columns={searchedColumns}
        getRowId={getRowId}
        getRowHeight={getRowHeight}
        columnVisibilityModel={columnVisibilityModel}
        ignoreValueFormatterDuringExport={{ csvExport: exportRawValues, clipboardExport: false }}
        autoHeight
        showToolbar
        disableRowSelectionOnClick
        disableColumnSelector
        disableDensitySelector
        disableColumnSorting={!complete}
        disableColumnFilter={!complete}
        pageSizeOptions={[...ADMIN_GRID_PAGE_SIZES]}
        initialState={{
          pagination: { paginationModel: { pageSize: ADMIN_GRID_PAGE_SIZES[0] } },
          sorting: initialSort ? { sortModel: initialSort } : undefined,
          // A row's search text covers hidden columns too (a slug on a phone), so the search never depends on what is shown.
          filter: searchText ? { filterModel: { items: [], quickFilterExcludeHiddenColumns: false } } : undefined,
        }}
        localeText={{
          noRowsLabel: complete ? emptyMessage : 'Still loading…',
          noResultsOverlayLabel: 'Nothing matches that search.',
          ...(complete ? {} : { paginationDisplayedRows: rangeWhileLoading }),
        }}
        slotProps={{
          toolbar: {
            showQuickFilter: complete,
            quickFilterProps: { debounceMs: 200 },
            csvOptions: { ...adminGridCsvOptions(fileName), disableToolbarButton: !complete },
            printOptions: { disableToolbarButton: true },
          },
        }}
        sx={{ '& .MuiDataGrid-cell': { py: getRowHeight ? 1 : 0 } }}
      />
    </Box>
  );
}

/** Said once, politely, while later pages arrive; replaced by nothing when the list is whole. */
function StillLoading() {
  return (
    <Box role="status" sx={{ mb: 1 }}>
      <LinearProgress aria-label="Loading the rest of the list" sx={{ mb: 1 }} />
      <Typography variant="body2" color="text.secondary">
        Showing the first rows while the rest load. Sorting, search and export open once every row is in.
      </Typography>
    </Box>
  );
}
