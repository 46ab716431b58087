import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useDebounce } from 'use-debounce';
import { useFailedAttempts, type FailedAttempt } from '../../api/failed-attempts';
import { QueryState } from '../../components/QueryState';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { SectionCard } from '../../components/SectionCard';
import { TablePager } from '../../components/TablePager';
import {
  FAILED_ATTEMPTS_FILTER_DEBOUNCE_MS,
  FAILED_ATTEMPTS_SHOWN,
  failedAttemptsEmptyState,
  filterAttempts,
  mostRecentAttempts,
  searchableText,
} from '../../domain/failed-attempts';
import { FailedAttemptDetails, failedAttemptColumns } from './FailedAttemptRow';

/**
 * Failed attempts (spec §2 "Logs", §4): the 100 most recent calls the
 * platform made to the add-on that failed, a filter over their columns,
 * request parameters and response body (debounced while typing), and rows
 * that open to show what was sent and what came back.
 */
export function FailedAttemptsSection({ slug }: { slug: string }) {
  const attempts = useFailedAttempts(slug);
  return (
    <SectionCard
      title="Failed attempts"
      description={`The ${FAILED_ATTEMPTS_SHOWN} most recent calls from the platform to your add-on that did not succeed, newest first.`}
    >
      <QueryState query={attempts} loadingLabel="Loading failed attempts…">
        {(data) => <FilterableAttempts attempts={data} />}
      </QueryState>
    </SectionCard>
  );
}

const PAGE_SIZES = [25, 50, 100];
const FIRST_PAGE = { index: 0, size: 25 };

function FilterableAttempts({ attempts }: { attempts: readonly FailedAttempt[] }) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(FIRST_PAGE);
  const [debouncedQuery] = useDebounce(query, FAILED_ATTEMPTS_FILTER_DEBOUNCE_MS);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const columns = useMemo(
    () =>
      failedAttemptColumns(
        (attempt) => opened.has(attempt.id),
        (attempt) =>
          setOpened((current) => {
            const next = new Set(current);
            if (!next.delete(attempt.id)) next.add(attempt.id);
            return next;
          }),
      ),
    [opened],
  );
  // Each attempt's searchable text is built once per load, not on every keystroke.
  const recent = useMemo(() => {
    const newest = mostRecentAttempts(attempts);
    const index = new Map(newest.map((attempt) => [attempt, searchableText(attempt)]));
    return { newest, indexOf: (attempt: FailedAttempt) => index.get(attempt) ?? '' };
  }, [attempts]);
  const shown = useMemo(() => filterAttempts(recent.newest, debouncedQuery, recent.indexOf), [recent, debouncedQuery]);
  const empty = failedAttemptsEmptyState(recent.newest.length, shown.length);
  if (recent.newest.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  // A new query starts from its first page; a page past the end (fewer matches) falls back to the last.
  const lastPage = Math.max(0, Math.ceil(shown.length / page.size) - 1);
  const pageIndex = Math.min(page.index, lastPage);
  return (
    <Stack spacing={2}>
      <TextField
        label="Filter failed attempts"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setPage((current) => ({ ...current, index: 0 }));
        }}
        helperText="Matches the columns, the request parameters and the response body."
        sx={{ maxWidth: 480 }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon aria-hidden /></InputAdornment> } }}
      />
      <Typography variant="body2" color="text.secondary" role="status">
        {`${shown.length} of ${recent.newest.length} match`}
      </Typography>
      {empty ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <>
          <ResponsiveTable
            label="Failed attempts"
            rows={shown.slice(pageIndex * page.size, (pageIndex + 1) * page.size)}
            columns={columns}
            rowKey={(attempt) => attempt.id}
            rowDetails={(attempt) => <FailedAttemptDetails attempt={attempt} open={opened.has(attempt.id)} />}
          />
          <TablePager
            count={shown.length}
            page={pageIndex}
            rowsPerPage={page.size}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(index) => setPage((current) => ({ ...current, index }))}
            onRowsPerPageChange={(size) => setPage({ index: 0, size })}
          />
        </>
      )}
    </Stack>
  );
}
