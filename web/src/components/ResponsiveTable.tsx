import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';

export interface ResponsiveColumn<Row> {
  id: string;
  /** The column header, and on a phone the label before the value. */
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /**
   * Where the column goes on a phone: `title` heads the card (the row's name),
   * `actions` sits beside the title (menus, buttons), `fact` (the default) is a
   * label/value line, `none` is left out because another column already says it.
   */
  phone?: 'title' | 'actions' | 'fact' | 'none';
  /** The header is read out but not shown (an Actions column of icon buttons). */
  hideHeader?: boolean;
  /** Cell styles on a wide screen (width, white-space…). */
  sx?: Record<string, unknown>;
}

export interface ResponsiveTableProps<Row> {
  /** The table's (and on a phone the list's) accessible name. */
  label: string;
  /** A caption shown above the table (or list). */
  caption?: string;
  rows: readonly Row[];
  columns: readonly ResponsiveColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Extra content under a row: a note, or an opened row's details. Spans the table's width. */
  rowDetails?: (row: Row) => ReactNode;
  /** A row to bring into view, focus and mark (e.g. the one just added). */
  highlightKey?: string | null;
  size?: 'small' | 'medium';
  /** Cards below this width: `sm` (a phone, the default), or `md` for a table too wide for a tablet too. */
  cardsBelow?: 'sm' | 'md';
  /** A click anywhere on a row follows the row's own link, the `a[data-row-link]` in one of its cells (see followRowLink). */
  openRowLink?: boolean;
}

/** Below `sm` (600 px) a phone gets cards; the query is read at once, so a phone never paints the table first. */
export function usePhoneLayout(below: 'sm' | 'md' = 'sm'): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down(below), { noSsr: true });
}

const highlightSx = { bgcolor: 'action.selected', outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } as const;

/** A row that has a row link shows it can be clicked. */
const rowLinkSx = { '&:has(a[data-row-link])': { cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } } } as const;

/**
 * The whole row opens what its name opens (issue 31 item 20). The row link is
 * a real link in a cell, so keyboard and screen-reader users reach it as a
 * link; the row's click only repeats it for the mouse. Clicks on the row's own
 * controls (its menu button, another link), from a portal (an open menu's
 * items or backdrop bubble through React to the row) or ending a text
 * selection are left alone.
 */
function followRowLink(event: MouseEvent<HTMLElement>): void {
  const target = event.target;
  if (!(target instanceof Element) || !event.currentTarget.contains(target)) return;
  if (target.closest('a, button, input, select, textarea, label, [role="button"], [role="menuitem"]')) return;
  if (target.ownerDocument.getSelection()?.toString()) return;
  event.currentTarget.querySelector<HTMLAnchorElement>('a[data-row-link]')?.click();
}

/**
 * One table for every list of records (issue 21 item 6: "at 390 px tables hide
 * what matters"). On a wide screen a plain table; below `sm` each row becomes a
 * card: its title and actions on top, then every other column as a
 * label/value line, so no fact is dropped and nothing scrolls sideways.
 */
export function ResponsiveTable<Row>({ label, caption, rows, columns, rowKey, rowDetails, highlightKey, size = 'small', cardsBelow = 'sm', openRowLink = false }: ResponsiveTableProps<Row>) {
  const phone = usePhoneLayout(cardsBelow);
  const highlighted = useRef<HTMLElement | null>(null);
  const highlightShown = highlightKey != null && rows.some((row) => rowKey(row) === highlightKey);
  useEffect(() => {
    // Shown where the user can see it, and announced by moving focus to it.
    if (!highlightKey || !highlighted.current) return;
    highlighted.current.scrollIntoView({ block: 'center' });
    highlighted.current.focus({ preventScroll: true });
  }, [highlightKey, highlightShown, phone]);
  const attach = (row: Row) => (rowKey(row) === highlightKey ? (node: HTMLElement | null) => void (highlighted.current = node) : undefined);

  if (phone) {
    const title = columns.filter((column) => column.phone === 'title');
    const actions = columns.filter((column) => column.phone === 'actions');
    const facts = columns.filter((column) => (column.phone ?? 'fact') === 'fact');
    return (
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        {caption ? (
          <Typography variant="subtitle2" component="p">
            {caption}
          </Typography>
        ) : null}
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {rows.map((row) => {
            const key = rowKey(row);
            const isHighlighted = key === highlightKey;
            return (
              <Box
                component="li"
                key={key}
                ref={attach(row)}
                tabIndex={isHighlighted ? -1 : undefined}
                aria-current={isHighlighted ? 'true' : undefined}
                onClick={openRowLink ? followRowLink : undefined}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0, ...(openRowLink ? rowLinkSx : {}), ...(isHighlighted ? highlightSx : {}) }}
              >
                {title.length + actions.length > 0 ? (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', minWidth: 0 }}>
                    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere', fontWeight: 600 }}>
                      {title.map((column) => (
                        <Box key={column.id}>{column.cell(row)}</Box>
                      ))}
                    </Box>
                    {actions.length > 0 ? (
                      <Stack direction="row" sx={{ flexShrink: 0 }}>
                        {actions.map((column) => (
                          <Box key={column.id}>{column.cell(row)}</Box>
                        ))}
                      </Stack>
                    ) : null}
                  </Stack>
                ) : null}
                {facts.length > 0 ? (
                  <Box
                    component="dl"
                    sx={{ m: 0, mt: title.length + actions.length > 0 ? 1 : 0, display: 'grid', gridTemplateColumns: 'minmax(6rem, auto) minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}
                  >
                    {facts.map((column) => (
                      <Box key={column.id} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                          {column.header}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                          {column.cell(row)}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                ) : null}
                {rowDetails ? rowDetails(row) : null}
              </Box>
            );
          })}
        </Box>
      </Stack>
    );
  }

  return (
    <Table size={size} aria-label={label}>
      {caption ? <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0, fontWeight: 600 }}>{caption}</caption> : null}
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.id} align={column.align} sx={column.sx}>
              {column.hideHeader ? (
                <Box component="span" sx={visuallyHidden}>
                  {column.header}
                </Box>
              ) : (
                column.header
              )}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const key = rowKey(row);
          const isHighlighted = key === highlightKey;
          const details = rowDetails ? rowDetails(row) : null;
          return (
            <WideRow
              key={key}
              isHighlighted={isHighlighted}
              openRowLink={openRowLink}
              attach={attach(row)}
              cells={columns.map((column) => (
                <TableCell key={column.id} align={column.align} sx={column.sx}>
                  {column.cell(row)}
                </TableCell>
              ))}
              details={
                details !== null ? (
                  <TableRow>
                    <TableCell colSpan={columns.length} sx={{ py: 0 }}>
                      {details}
                    </TableCell>
                  </TableRow>
                ) : null
              }
            />
          );
        })}
      </TableBody>
    </Table>
  );
}

/** A row, and its details row after it when it has one (the details row then carries the bottom border). */
function WideRow({
  cells,
  details,
  isHighlighted,
  openRowLink,
  attach,
}: {
  cells: ReactNode;
  details: ReactNode;
  isHighlighted: boolean;
  openRowLink: boolean;
  attach?: (node: HTMLElement | null) => void;
}) {
  return (
    <>
      <TableRow
        ref={attach}
        tabIndex={isHighlighted ? -1 : undefined}
        aria-current={isHighlighted ? 'true' : undefined}
        onClick={openRowLink ? followRowLink : undefined}
        sx={{ ...(openRowLink ? rowLinkSx : {}), ...(isHighlighted ? highlightSx : {}), ...(details ? { '& > td': { borderBottom: 'unset' } } : {}) }}
      >
        {cells}
      </TableRow>
      {details}
    </>
  );
}
