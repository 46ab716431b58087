import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useFeatures } from '../../api/features';
import { usePlans, type PlanListItem } from '../../api/plans';
import { EmptyState } from '../../components/EmptyState';
import { PreviewToggle } from '../../components/PreviewToggle';
import { QueryState } from '../../components/QueryState';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { useRevealedId } from '../../components/reveal-state';
import { SectionCard } from '../../components/SectionCard';
import { TablePager } from '../../components/TablePager';
import { usePlansPaths } from './use-plans-paths';
import { listPreview, PREVIEW_LENGTH } from '../../domain/list-preview';
import { revealPlacement } from '../../domain/list-reveal';
import { PLAN_SEARCH_PARAM } from '../../domain/plan-search';
import { planColumns } from './plan-columns';
import { planRows, type PlanTableView } from './plan-rows';
import type { PlansContext } from './plans-context';
import { PlansToolbar } from './PlansToolbar';

/** Expanded, the list is paged, so 1 000 plans lay out a page at a time and the page itself scrolls (no inner box). */
const PAGE_SIZES = [25, 50, 100];

/**
 * Plans (spec §2): search by name or slug (kept in the URL as `?q=`), filter
 * by availability, sort by public, visible, contract price or price, the first
 * rows with 'View all N plans' / 'Collapse plans', then pages; a row menu, and
 * Create Plan. A plan just created is shown and marked (issue 21 item 11).
 */
export function PlansListSection({ context }: { context: PlansContext }) {
  const plansPaths = usePlansPaths();
  const plans = usePlans(context.addon.slug);
  const createButton = (
    <Button component={RouterLink} to={plansPaths.newPlan(context.addon.slug)} variant="outlined" startIcon={<AddIcon />}>
      Create Plan
    </Button>
  );
  const canCreate = context.changeable;
  return (
    <SectionCard title="Plans" description="What customers can provision, at what price per month, and who may see each plan." action={canCreate ? createButton : undefined}>
      <QueryState query={plans} loadingLabel="Loading plans…">
        {(list) =>
          list.length === 0 ? (
            <EmptyState headingLevel="h3" title="There are currently no plans." description="Create a plan, then give each feature a value for it." actions={canCreate ? createButton : undefined} />
          ) : (
            <PlansTable context={context} plans={list} />
          )
        }
      </QueryState>
    </SectionCard>
  );
}

function PlansTable({ context, plans }: { context: PlansContext; plans: readonly PlanListItem[] }) {
  const [view, setView] = useState<PlanTableView>({ filter: 'any', sort: { key: 'priceCents', direction: 'asc' } });
  const [search, setSearch] = useSearchParams();
  const query = search.get(PLAN_SEARCH_PARAM) ?? '';
  const [expanded, setExpanded] = useState(false);
  const [page, setPage] = useState({ index: 0, size: PAGE_SIZES[0]! });
  const rows = useMemo(() => planRows(plans, view, query), [plans, view, query]);
  // Feature names for the "Needs a value for …" flags; the features section has loaded them already.
  const features = useFeatures(context.addon.slug);
  const columns = useMemo(() => {
    const names = new Map((features.data ?? []).map((feature) => [feature.id, feature.name]));
    return planColumns(context, (id) => names.get(id) ?? 'a new feature');
  }, [context, features.data]);
  const revealed = useRevealedId();
  // A plan just created: the list opens where it is (expanded, on its page), once it is listed;
  // adjusted while rendering, so the row paints in place at once.
  const [revealHandled, setRevealHandled] = useState<string | null>(null);
  if (revealed && revealed !== revealHandled) {
    const placement = revealPlacement(
      rows.findIndex((row) => row.id === revealed),
      PREVIEW_LENGTH,
      page.size,
    );
    if (placement) {
      setRevealHandled(revealed);
      if (placement.expand) {
        setExpanded(true);
        setPage((current) => ({ ...current, index: placement.page }));
      }
    }
  }
  const { shown, toggleLabel } = listPreview(rows, 'plans', expanded);
  const lastPage = Math.max(0, Math.ceil(rows.length / page.size) - 1);
  const pageIndex = Math.min(page.index, lastPage);
  const paged = expanded && rows.length > page.size;
  const visible = paged ? rows.slice(pageIndex * page.size, (pageIndex + 1) * page.size) : shown;
  const narrowed = query.trim() !== '' || view.filter !== 'any';
  return (
    <Stack spacing={2}>
      <PlansToolbar
        query={query}
        onQuery={(next) => {
          setSearch(
            (current) => {
              const params = new URLSearchParams(current);
              if (next) params.set(PLAN_SEARCH_PARAM, next);
              else params.delete(PLAN_SEARCH_PARAM);
              return params;
            },
            { replace: true, preventScrollReset: true },
          );
          setPage((current) => ({ ...current, index: 0 }));
        }}
        view={view}
        onView={(next) => {
          setView(next);
          setPage((current) => ({ ...current, index: 0 }));
        }}
      />
      {narrowed ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {`${rows.length} of ${plans.length} plans match`}
        </Typography>
      ) : null}
      {rows.length === 0 ? (
        <Typography>No plans match the search and filter.</Typography>
      ) : (
        <ResponsiveTable label="Plans" rows={visible} columns={columns} rowKey={(row) => row.id} highlightKey={revealed} openRowLink />
      )}
      {paged ? (
        <TablePager
          count={rows.length}
          page={pageIndex}
          rowsPerPage={page.size}
          rowsPerPageOptions={PAGE_SIZES}
          labelRowsPerPage="Plans per page"
          onPageChange={(index) => setPage((current) => ({ ...current, index }))}
          onRowsPerPageChange={(size) => setPage({ index: 0, size })}
        />
      ) : null}
      <PreviewToggle label={toggleLabel} expanded={expanded} onToggle={() => setExpanded(!expanded)} />
    </Stack>
  );
}
