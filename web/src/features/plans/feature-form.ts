/**
 * The feature form (spec §3 feature, §5: the name is required; the datatype
 * is chosen at creation and locked): values, the Yup half of the contract's
 * rules, and the bodies sent.
 */
import * as yup from 'yup';
import { featureTextRules, type Feature, type FeatureInput } from '../../api/features';
import { yupText } from '../../api/yup-rules';
import { FEATURE_DATATYPES, type FeatureDatatype } from '../../domain/feature-datatype';

export interface FeatureValues {
  name: string;
  datatype: FeatureDatatype;
}

export const featureFields = ['name', 'datatype'] as const satisfies readonly (keyof FeatureValues)[];

export const featureSchema = yup.object({
  name: yupText(featureTextRules.name),
  datatype: yup.string().oneOf(FEATURE_DATATYPES),
});

export function featureValues(feature?: Feature): FeatureValues {
  return { name: feature?.name ?? '', datatype: feature?.datatype ?? 'number' };
}

export function newFeatureInput(values: FeatureValues): FeatureInput {
  return { name: values.name.trim(), datatype: values.datatype };
}

/** Only the name can change; `{}` when it did not. */
export function featureChanges(feature: Feature, values: FeatureValues): Partial<FeatureInput> {
  const name = values.name.trim();
  return name === feature.name ? {} : { name };
}
