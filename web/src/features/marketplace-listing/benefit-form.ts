/**
 * The benefit form (spec §3 benefit: title and description): its values, the
 * Yup rules (the client half of the contract's benefitInputSchema), the bodies
 * sent on create and edit, and where a refused save's messages go.
 */
import * as yup from 'yup';
import { benefitTextRules, type Benefit, type BenefitInput } from '../../api/benefits';
import { yupText } from '../../api/yup-rules';
import { changedAttributes } from '../../domain/changed-attributes';

export type BenefitValues = {
  title: string;
  description: string;
};

export const BENEFIT_TITLE_MAX = benefitTextRules.title.max;
export const BENEFIT_DESCRIPTION_MAX = benefitTextRules.description.max;

export const benefitFieldLabels = {
  title: 'Title',
  description: 'Description',
} as const satisfies Record<keyof BenefitValues, string>;

/** The contract's rules (api/benefits.ts), as Yup. */
export const benefitSchema = yup.object({
  title: yupText(benefitTextRules.title),
  description: yupText(benefitTextRules.description),
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
