/**
 * The plans table's rows: searched by name or slug, filtered by availability
 * and sorted by the chosen key (spec §2; issue 21 item 11), then cut to the
 * preview or a page. Pure, so the 1 000-plan case is tested without a browser.
 */
import type { PlanListItem } from '../../api/plans';
import { availabilityFilterPredicate, availabilityOf, type Availability, type AvailabilityFilter } from '../../domain/plan-availability';
import { planSearchPredicate } from '../../domain/plan-search';
import { comparePlansBy, sortPlans, type PlanSortKey } from '../../domain/plan-sort';

export interface PlanRow extends PlanListItem {
  availability: Availability;
}

export interface PlanTableView {
  filter: AvailabilityFilter;
  sort: { key: PlanSortKey; direction: 'asc' | 'desc' };
}

export function planRows(plans: readonly PlanListItem[], view: PlanTableView, query = ''): PlanRow[] {
  const matches = availabilityFilterPredicate(view.filter);
  const found = planSearchPredicate(query);
  const filtered = plans.filter((plan) => matches(plan) && found(plan));
  return sortPlans(filtered, comparePlansBy(view.sort.key, view.sort.direction)).map((plan) => ({ ...plan, availability: availabilityOf(plan) }));
}
