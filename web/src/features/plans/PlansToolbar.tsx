import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AVAILABILITY_FILTER_LABELS, AVAILABILITY_FILTERS, type AvailabilityFilter } from '../../domain/plan-availability';
import { PLAN_SORT_KEY_LABELS, PLAN_SORT_KEYS, type PlanSortKey } from '../../domain/plan-sort';
import { SearchField } from '../../components/SearchField';
import type { PlanTableView } from './plan-rows';

function sortOptionLabel(key: PlanSortKey, direction: 'asc' | 'desc'): string {
  const label = PLAN_SORT_KEY_LABELS[key];
  if (key === 'priceCents') return direction === 'asc' ? `${label}, lowest first` : `${label}, highest first`;
  return direction === 'asc' ? `${label} first` : `${label} last`;
}

/** Search by name or slug (issue 21 item 11), the availability filter and the sort (spec §2). */
export function PlansToolbar({
  query,
  onQuery,
  view,
  onView,
}: {
  query: string;
  onQuery: (query: string) => void;
  view: PlanTableView;
  onView: (view: PlanTableView) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <SearchField label="Search plans" helperText="By name or slug" value={query} onSearch={onQuery} sx={{ minWidth: 240, flexGrow: 1 }} />
      <TextField
        select
        label="Availability"
        value={view.filter}
        onChange={(event) => onView({ ...view, filter: event.target.value as AvailabilityFilter })}
        slotProps={{ htmlInput: { 'data-testid': 'plans-filter' } }}
        sx={{ minWidth: 220 }}
      >
        {AVAILABILITY_FILTERS.map((filter) => (
          <MenuItem key={filter} value={filter}>
            {AVAILABILITY_FILTER_LABELS[filter]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Sort by"
        value={`${view.sort.key}:${view.sort.direction}`}
        onChange={(event) => {
          const [key, direction] = event.target.value.split(':') as [PlanSortKey, 'asc' | 'desc'];
          onView({ ...view, sort: { key, direction } });
        }}
        slotProps={{ htmlInput: { 'data-testid': 'plans-sort' } }}
        sx={{ minWidth: 220 }}
      >
        {PLAN_SORT_KEYS.flatMap((key) => [
          <MenuItem key={`${key}:asc`} value={`${key}:asc`}>
            {sortOptionLabel(key, 'asc')}
          </MenuItem>,
          <MenuItem key={`${key}:desc`} value={`${key}:desc`}>
            {sortOptionLabel(key, 'desc')}
          </MenuItem>,
        ])}
      </TextField>
    </Stack>
  );
}
