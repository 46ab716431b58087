/** Routes of the listing and its panels (spec §2 table, marketplace-listing sub-routes). */
export const listingPaths = {
  listing: (slug: string) => `/addons/${encodeURIComponent(slug)}/marketplace-listing`,
  editGeneralInformation: (slug: string) => `${listingPaths.listing(slug)}/general-information/edit`,
  newBenefit: (slug: string) => `${listingPaths.listing(slug)}/benefits/new`,
  editBenefit: (slug: string, id: string) => `${listingPaths.listing(slug)}/benefits/${encodeURIComponent(id)}/edit`,
  deleteBenefit: (slug: string, id: string) => `${listingPaths.listing(slug)}/benefits/${encodeURIComponent(id)}/delete`,
  newScreenshot: (slug: string) => `${listingPaths.listing(slug)}/screenshots/new`,
  editScreenshot: (slug: string, id: string) => `${listingPaths.listing(slug)}/screenshots/${encodeURIComponent(id)}/edit`,
};
