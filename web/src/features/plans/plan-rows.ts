/**
 * The plans table's rows: filtered by availability and sorted by the chosen
 * key (spec §2), then cut to the preview unless expanded. Pure, so the
 * 1 000-plan case is tested without a browser.
 */
import type { Plan } from '../../api/plans';
import { availabilityFilterPredicate, availabilityOf, type Availability, type AvailabilityFilter } from '../../domain/plan-availability';
import { comparePlansBy, sortPlans, type PlanSortKey } from '../../domain/plan-sort';

export interface PlanRow extends Plan {
  availability: Availability;
}

export interface PlanTableView {
  filter: AvailabilityFilter;
  sort: { key: PlanSortKey; direction: 'asc' | 'desc' };
}

export function planRows(plans: readonly Plan[], view: PlanTableView): PlanRow[] {
  const matches = availabilityFilterPredicate(view.filter);
  const filtered = plans.filter((plan) => matches(plan));
  return sortPlans(filtered, comparePlansBy(view.sort.key, view.sort.direction)).map((plan) => ({ ...plan, availability: availabilityOf(plan) }));
}
