/**
 * Where the portal points people. External addresses are placeholders on
 * example.com until the real ones are configured; internal ones are routes.
 */
export const links = {
  /** Public provider home (spec §2): pitches the partner programme. */
  partnerProgram: '/provider/home',
  /** Public add-ons changelog (spec §2). */
  changelog: '/changelog',
  documentation: 'https://devcenter.example.com/categories/add-on-partners',
  /** Where a partner asks for a category change (spec §2: non-admins submit a support ticket). */
  supportTicket: 'https://help.example.com/tickets/new?category=add-on-partners',
  gettingStarted: 'https://devcenter.example.com/articles/building-an-add-on',
  provisioningApiMigration: 'https://devcenter.example.com/articles/add-on-partner-api-v3-migration',
  /** Spec §9: "version 3 uses the current reference, otherwise legacy". */
  provisioningApiReference: 'https://devcenter.example.com/articles/add-on-partner-api-reference',
  provisioningApiLegacyReference: 'https://devcenter.example.com/articles/add-on-partner-api-legacy-reference',
  marketplaceLicensingAgreement: 'https://elements.example.com/legal/marketplace-licensing-agreement',
  terms: 'https://elements.example.com/legal/marketplace-licensing-agreement',
  feedbackEmail: 'partner-feedback@example.com',
  /** Spec §1: "A banner offers a way back to the older provider portal". */
  legacyProviderPortal: 'https://addons-legacy.example.com/provider',
  /** Spec §4: in GA a partner changes a plan's availability through this external change-request form. */
  planAvailabilityChangeRequest: 'https://help.example.com/forms/plan-availability-change',
  /** Spec §4: progression from alpha is also requested through this external form. */
  progressionRequest: 'https://help.example.com/forms/add-on-progression',
} as const;

export const feedbackMailto = `mailto:${links.feedbackEmail}`;
