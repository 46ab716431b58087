/**
 * Seeds for the repricing review stories: the requests of the sandbox, with
 * some statuses taken away (each empty tab) or replaced by many generated
 * ones. `manyRepricings` is a plain loop on purpose, in one function the
 * 10 000-record faker generator can replace.
 */
import { plans } from '../../../fixtures/data/plans';
import { repricings, type RepricingRecord } from '../../../fixtures/data/repricings';
import type { SandboxStore } from '../../../fixtures/msw';
import { REPRICING_STATUSES } from '../../../web/src/domain/repricing';

/** Leaves only the requests whose status is not in `statuses` (e.g. an empty current tab). */
export const withoutStatuses =
  (...statuses: string[]) =>
  (store: SandboxStore) => {
    const list = store.recordsOf(repricings);
    const kept = list.filter((repricing) => !statuses.includes(repricing.status));
    list.splice(0, list.length, ...kept);
  };

/**
 * `count` requests spread over every plan of the sandbox and every status,
 * newest first, a day apart; prices alternately up and down, one in three
 * grandfathered.
 */
export function manyRepricings(count: number): RepricingRecord[] {
  const start = Date.UTC(2026, 10, 20, 12);
  return Array.from({ length: count }, (_unused, index) => {
    const plan = plans[index % plans.length]!;
    const created = new Date(start - index * 3_600_000).toISOString().replace('.000Z', 'Z');
    const up = index % 2 === 0;
    const original = plan.price_cents === 0 ? 1000 : plan.price_cents;
    return {
      id: `repricing-generated-${String(index).padStart(5, '0')}`,
      plan_id: plan.id,
      price_cents: up ? original + 500 : Math.max(0, original - 500),
      original_price_cents: original,
      grandfathered: index % 3 === 0,
      reprice_date: `2027-${String((index % 12) + 1).padStart(2, '0')}-01`,
      status: REPRICING_STATUSES[index % REPRICING_STATUSES.length]!,
      submitter_email: `partner${index % 40}@example.test`,
      created_at: created,
      updated_at: created,
      existing_install_repricing_completed_at: null,
      new_install_repricing_completed_at: null,
    };
  });
}

/** The store's requests replaced by `count` generated ones. */
export const withManyRepricings = (count: number) => (store: SandboxStore) => {
  const list = store.recordsOf(repricings);
  list.splice(0, list.length, ...manyRepricings(count));
};
