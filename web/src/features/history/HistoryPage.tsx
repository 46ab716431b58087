import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router';
import { useAddon } from '../../api/addon';
import { useAuditEntries } from '../../api/audit-entries';
import { useCurrentUser } from '../../api/current-user';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { auditPeople, historyFiltersOf, withHistoryFilter } from '../../domain/audit-history';
import { isInAudience } from '../../domain/permissions';
import { HistoryFilters } from './HistoryFilters';
import { HistoryGrid, HistoryTable } from './HistoryTable';

/**
 * `/addons/{slug}/history` (issue 25 item 1): who changed what on the add-on
 * and when, newest first, filtered by kind and person. The filters live in
 * the address, so Back and reload keep them. Platform admins get the admin
 * grid, which exports CSV; partners a table that turns into cards on a phone.
 */
export function HistoryPage() {
  const { slug = '' } = useParams();
  // The workspace around this page has loaded the add-on already.
  const addon = useAddon(slug);
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const filters = historyFiltersOf(search);
  const entries = useAuditEntries(slug, filters);
  // The people to choose from come from the whole history, not the filtered list.
  const everything = useAuditEntries(slug);
  if (!addon.data || user.isPending) return <LoadingState label="Loading history…" />;
  const isAdmin = isInAudience('platform admins', user.data);
  const filtered = filters.kind !== undefined || filters.actor !== undefined;
  return (
    <Stack spacing={3}>
      <title>{`History · ${addon.data.displayName} · Partner Portal`}</title>
      <SectionCard title="History" description="Who changed what on this add-on, and when: newest first. Secrets are only ever said to be regenerated.">
        <Stack spacing={2}>
          <HistoryFilters
            filters={filters}
            people={auditPeople(everything.data ?? [], filters.actor)}
            onChange={(filter, value) => setSearch((current) => withHistoryFilter(current, filter, value), { preventScrollReset: true })}
          />
          <QueryState query={entries} loadingLabel="Loading history…">
            {(list) => {
              if (list.length === 0 && filtered) return <Typography role="status">No changes match these filters.</Typography>;
              if (list.length === 0) {
                return <EmptyState headingLevel="h3" title="No changes yet" description="Changes to the listing, plans, features, approvals, progression, settings and company users appear here as they are saved." />;
              }
              return isAdmin ? <HistoryGrid entries={list} slug={slug} /> : <HistoryTable entries={list} />;
            }}
          </QueryState>
        </Stack>
      </SectionCard>
    </Stack>
  );
}
