/** The plans tab's flashes (spec §8), in one place so stories and tests can refer to them. */
export const plansMessages = {
  onElementsSoon: 'Changes appear on Elements within 90 minutes.',
  featureCreated: (name: string) => `Feature "${name}" created`,
  featureEdited: (name: string) => `Feature "${name}" edited`,
  featureDeleted: (name: string) => `Feature "${name}" deleted`,
  featureReordered: 'Feature successfully reordered.',
  planSaved: 'Plan saved.',
  /** Spec §8: a failed plan save, rolled back. */
  saveFailed: 'something went wrong',
  planDefaultsSaved: 'Plan defaults saved.',
  customPlansSaved: 'Addon Custom Plans settings saved.',
  alphaUserCreated: (email: string) => `Alpha User "${email}" created.`,
  planPassCreated: (email: string) => `Plan Pass for "${email}" created.`,
  repricingSubmitted: (planName: string) => `Repricing submitted for "${planName}".`,
  noChanges: 'Nothing has changed, so there is nothing to save.',
} as const;
