/**
 * The plan form (spec §3 plan, §5): its values, the Yup rules (the client half
 * of the contract's plan schemas, with the slug, dollars and offering rules of
 * domain/), and the bodies sent on create and edit.
 */
import * as yup from 'yup';
import type { Feature } from '../../api/features';
import { MAX_PRICE_CENTS, planTextRules, type Offering, type Plan, type PlanInput, type PlanPatch } from '../../api/plans';
import { yupText } from '../../api/yup-rules';
import { offeringInputValue, parseOfferingInput, type OfferingValue } from '../../domain/feature-datatype';
import { centsToDollarsInput, parseDollars } from '../../domain/money';
import { availabilityOf, flagsForAvailability, type Availability } from '../../domain/plan-availability';
import { planSlugFor } from '../../domain/plan-slug';

export const ADMIN_PLAN_PROPERTIES = [
  'shield',
  'shieldDefault',
  'installableWithPrivateNetworking',
  'installableWithoutPrivateNetworking',
  'temporarySupported',
  'temporarySpaceSupported',
] as const;
export type AdminPlanProperty = (typeof ADMIN_PLAN_PROPERTIES)[number];

/** What an admin reads next to each admin-only property (spec §4). */
export const ADMIN_PLAN_PROPERTY_LABELS: Record<AdminPlanProperty, { label: string; help: string }> = {
  shield: { label: 'Shield', help: 'Offered to Shield private spaces (compliance workloads).' },
  shieldDefault: { label: 'Shield default', help: 'The plan Shield spaces get when none is named.' },
  installableWithPrivateNetworking: { label: 'Installable with private networking', help: 'Can be provisioned into private spaces.' },
  installableWithoutPrivateNetworking: { label: 'Installable without private networking', help: 'Can be provisioned into the common runtime.' },
  temporarySupported: { label: 'Temporary (review apps and CI)', help: 'Offered to short-lived apps in the common runtime.' },
  temporarySpaceSupported: { label: 'Temporary in private spaces', help: 'Offered to short-lived apps in private spaces.' },
};

export interface PlanValues {
  name: string;
  slug: string;
  /** Dollars as typed. */
  price: string;
  priceContract: boolean;
  availability: Availability;
  /** Feature id → the input's value (a string for numbers, a boolean for toggles). */
  offerings: Record<string, string | boolean>;
  admin: Record<AdminPlanProperty, boolean>;
}

export const planFields = ['name', 'slug', 'price', 'priceContract', 'availability'] as const satisfies readonly (keyof PlanValues)[];

/** Server attribute → form field, so a refused save's messages land on the right input. */
export const planServerFieldNames = { priceCents: 'price', priceContract: 'priceContract' } as const;

export function planValues(features: readonly Feature[], plan?: Plan, offerings: readonly Offering[] = []): PlanValues {
  const byFeature = new Map(offerings.map((offering) => [offering.featureId, offering.value]));
  return {
    name: plan?.name ?? '',
    slug: plan?.slug ?? '',
    price: plan ? centsToDollarsInput(plan.priceCents) : '',
    priceContract: plan?.priceContract ?? false,
    availability: plan ? availabilityOf(plan) : 'inviteOnly',
    offerings: Object.fromEntries(features.map((feature) => [feature.id, offeringInputValue(feature.datatype, byFeature.get(feature.id) ?? null)])),
    admin: Object.fromEntries(
      ADMIN_PLAN_PROPERTIES.map((property) => [property, plan ? plan[property] : property === 'installableWithoutPrivateNetworking']),
    ) as Record<AdminPlanProperty, boolean>,
  };
}

/** The Yup rules for this add-on's features; the slug is checked only while creating. */
export function planSchema(features: readonly Feature[], mode: 'create' | 'edit') {
  return yup.object({
    name: yupText(planTextRules.name),
    slug:
      mode === 'create'
        ? yup.string().test('slug', function check(slug) {
            const result = planSlugFor({ slug: slug ?? '', name: this.parent.name ?? '' });
            if (!result.ok) return result.message === null || this.createError({ message: result.message });
            return yupText(planTextRules.slug).isValidSync(result.slug) || this.createError({ message: slugProblem(result.slug) });
          })
        : yup.string(),
    price: yup.string().test('dollars', function check(price) {
      if (this.parent.priceContract) return true;
      const parsed = parseDollars(price ?? '');
      if (!parsed.ok) return this.createError({ message: parsed.message });
      return parsed.cents <= MAX_PRICE_CENTS || this.createError({ message: 'The price is too large.' });
    }),
    offerings: yup.object(
      Object.fromEntries(
        features.map((feature) => [
          feature.id,
          yup.mixed<string | boolean>().test('offering', function check(value) {
            const parsed = parseOfferingInput(feature.datatype, value ?? '');
            return parsed.ok || this.createError({ message: parsed.message });
          }),
        ]),
      ),
    ),
  });
}

function slugProblem(slug: string): string {
  try {
    yupText(planTextRules.slug).validateSync(slug);
    return '';
  } catch (error) {
    return error instanceof yup.ValidationError ? `The slug “${slug}” ${error.message}.` : String(error);
  }
}

function priceCents(values: PlanValues, fallback: number): number {
  if (values.priceContract) return fallback;
  const parsed = parseDollars(values.price);
  return parsed.ok ? parsed.cents : fallback;
}

function offeringsOf(values: PlanValues, features: readonly Feature[]): { featureId: string; value: OfferingValue }[] {
  return features.flatMap((feature) => {
    const parsed = parseOfferingInput(feature.datatype, values.offerings[feature.id] ?? '');
    return parsed.ok ? [{ featureId: feature.id, value: parsed.value }] : [];
  });
}

/** POST body: availability is not sent (new plans start Invite Only); admin properties only by admins. */
export function newPlanInput(values: PlanValues, features: readonly Feature[], isAdmin: boolean): PlanInput {
  const slug = planSlugFor({ slug: values.slug, name: values.name });
  return {
    name: values.name.trim(),
    slug: slug.ok ? slug.slug : values.slug.trim(),
    priceCents: priceCents(values, 0),
    priceContract: values.priceContract,
    offerings: offeringsOf(values, features),
    ...(isAdmin ? values.admin : {}),
  };
}

/**
 * PATCH body: only what changed (spec §3); `{}` when nothing did. A feature the
 * plan had no value for (`missing`) is always sent, so a yes/no left at No is
 * saved and the plan is no longer flagged.
 */
export function planChanges(plan: Plan, previous: PlanValues, values: PlanValues, features: readonly Feature[], isAdmin: boolean, missing: readonly string[] = []): PlanPatch {
  const changes: PlanPatch = {};
  if (values.name.trim() !== plan.name) changes.name = values.name.trim();
  if (values.priceContract !== plan.priceContract) changes.priceContract = values.priceContract;
  const cents = priceCents(values, plan.priceCents);
  if (cents !== plan.priceCents) changes.priceCents = cents;
  if (values.availability !== previous.availability) Object.assign(changes, flagsForAvailability(values.availability));
  const changedOfferings = offeringsOf(values, features).filter(
    (offering) => missing.includes(offering.featureId) || values.offerings[offering.featureId] !== previous.offerings[offering.featureId],
  );
  if (changedOfferings.length > 0) changes.offerings = changedOfferings;
  if (isAdmin) {
    for (const property of ADMIN_PLAN_PROPERTIES) if (values.admin[property] !== plan[property]) changes[property] = values.admin[property];
  }
  return changes;
}
