/** The listing's flashes (spec §8), in one place so stories and tests can refer to them. */
export const listingMessages = {
  listingUpdated: 'Marketplace listing updated.',
  onElementsSoon: 'Changes appear on Elements within 90 minutes.',
  benefitSaved: 'Benefit saved.',
  benefitReordered: 'Benefit successfully reordered.',
  benefitDeleted: 'Benefit deleted.',
  screenshotAdded: 'Screenshot added.',
  screenshotSaved: 'Screenshot saved.',
  screenshotDeleted: 'Screenshot deleted.',
  screenshotsReordered: 'Screenshots successfully reordered.',
  generationsUpdated: 'Supported Generations updated.',
  languagesUpdated: 'Languages updated.',
  categoryUpdated: 'Category updated.',
  noChanges: 'Nothing has changed, so there is nothing to save.',
} as const;
