/**
 * A plan without a value for one of its add-on's features (issue 31, item 7).
 * Adding a feature used to leave every existing plan with no value for it,
 * unflagged, and the next edit of such a plan failed with "Enter a value." at
 * the bottom of a long form. Two rules, used by the sandbox and the screens:
 *
 * - When a feature is created, existing plans get a value only where one is
 *   neutral: a yes/no feature starts at "No" (the plan does not offer it
 *   until the partner says so). A number, size, duration or percentage has no
 *   neutral value — "0 GB" would be a claim about the plan — so it stays unset
 *   and the partner is asked.
 * - A plan with an unset value says so on the plans list, and its edit panel
 *   opens naming the features and marking their fields.
 */
import type { FeatureDatatype, OfferingValue } from './feature-datatype';

/** The value each existing plan gets when a feature of this datatype is created (`null`: none, ask). */
export function newFeatureOfferingValue(datatype: FeatureDatatype): OfferingValue | null {
  return datatype === 'boolean' ? false : null;
}

/** The ids of `features` a plan has no value for (an offering that is `null`, or none at all). */
export function featuresWithoutValue(
  features: readonly { id: string }[],
  offerings: readonly { featureId: string; value: OfferingValue | null }[],
): string[] {
  const valued = new Set(offerings.filter((offering) => offering.value !== null).map((offering) => offering.featureId));
  return features.filter((feature) => !valued.has(feature.id)).map((feature) => feature.id);
}

const list = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** The plans list's flag: "Needs a value for Storage", "Needs values for Storage and Backups"; undefined when none. */
export function missingValueNote(featureNames: readonly string[]): string | undefined {
  if (featureNames.length === 0) return undefined;
  return `${featureNames.length === 1 ? 'Needs a value' : 'Needs values'} for ${list.format(featureNames)}`;
}

/** What the plan's edit panel says at the top, so the partner knows why saving asks for these values. */
export function missingValueExplanation(featureNames: readonly string[]): string | undefined {
  if (featureNames.length === 0) return undefined;
  const named = list.format(featureNames);
  return featureNames.length === 1
    ? `This plan has no value yet for ${named}, a feature added after the plan was made. Give it a value below to save the plan.`
    : `This plan has no values yet for ${named}, features added after the plan was made. Give each a value below to save the plan.`;
}

/** Under a field that has no value yet, before anything is typed. */
export const MISSING_VALUE_HELP = 'Needs a value: this feature was added after the plan was made.';
