/**
 * The benefit form (spec §3 benefit: title and description): its values, the
 * Yup rules (the client half of the contract's benefitInputSchema), the bodies
 * sent on create and edit, and where a refused save's messages go.
 */
import * as yup from 'yup';
import type { Benefit, BenefitInput } from '../../api/benefits';
import { changedAttributes } from '../../domain/changed-attributes';

export type BenefitValues = {
  title: string;
  description: string;
};

export const BENEFIT_TITLE_MAX = 80;
export const BENEFIT_DESCRIPTION_MAX = 500;

export const benefitFieldLabels = {
  title: 'Title',
  description: 'Description',
} as const satisfies Record<keyof BenefitValues, string>;

const blank = "can't be blank";
const tooLong = (max: number) => `is too long (at most ${max} characters)`;

export const benefitSchema = yup.object({
  title: yup.string().trim().required(blank).max(BENEFIT_TITLE_MAX, tooLong(BENEFIT_TITLE_MAX)),
  description: yup.string().trim().required(blank).max(BENEFIT_DESCRIPTION_MAX, tooLong(BENEFIT_DESCRIPTION_MAX)),
});

export function benefitValues(benefit?: Benefit): BenefitValues {
  return { title: benefit?.title ?? '', description: benefit?.description ?? '' };
}

function trimmed(values: BenefitValues): BenefitValues {
  return { title: values.title.trim(), description: values.description.trim() };
}

/** The body of a new benefit. */
export function newBenefitInput(values: BenefitValues): BenefitInput {
  return trimmed(values);
}

/** Only what changed (spec §3), trimmed; `{}` when nothing did. */
export function benefitChanges(benefit: Benefit, values: BenefitValues): Partial<BenefitInput> {
  return changedAttributes(benefitValues(benefit), trimmed(values));
}

export const benefitFields = Object.keys(benefitFieldLabels) as (keyof BenefitValues)[];
