/**
 * The contract's endpoint table (design.md §3): every upstream endpoint this
 * build uses, gathered from the resource files that declare them, keyed
 * `'<method> <path>'` per API (`partner['patch /addons/{slug}']`,
 * `platform['put /addons/{slug}/benefits/order']`). The sandbox serves,
 * validates and documents (OpenAPI) exactly these; the MSW handlers answer
 * them; `callEndpoint` accepts only these. A new resource file joins here.
 */
import { addonEndpoints } from './addon';
import { adminCompanyEndpoints } from './admin-companies';
import { addonListEndpoints } from './addon-lists';
import { alphaUserEndpoints } from './alpha-users';
import { approvalEndpoints } from './approvals';
import { auditEntryEndpoints } from './audit-entries';
import { automaticReviewEndpoints } from './automatic-reviews';
import { benefitEndpoints } from './benefits';
import { categoryEndpoints } from './categories';
import { changelogEndpoints } from './changelog';
import { companyEndpoints } from './company';
import { currentUserEndpoints } from './current-user';
import { documentationEndpoints } from './documentation';
import { endpointsOf, mergeEndpointTables } from './endpoint-table';
import { failedAttemptEndpoints } from './failed-attempts';
import { featureEndpoints } from './features';
import { integrationFailureEndpoints } from './integration-failures';
import { integrationHealthEndpoints } from './integration-health';
import { integrationObjectiveEndpoints } from './integration-objective';
import { planPassEndpoints } from './plan-passes';
import { planEndpoints } from './plans';
import { progressionEndpoints } from './progressions';
import { repricingEndpoints } from './repricings';
import { requirementEndpoints } from './requirements';
import { screenshotEndpoints } from './screenshots';
import { companyUserEndpoints } from './company-users';
import { invitationEndpoints } from './company-invitations';
import { countryEndpoints } from './countries';
import { supplierVendorEndpoints } from './supplier-vendors';
import { oauthCredentialEndpoints } from './oauth-credentials';
import { apiAuthorizationEndpoints } from './api-authorizations';
import { manifestEndpoints } from './manifests';
import { notificationEndpoints } from './notifications';
import { reportEndpoints } from './reports';
import { reviewQueueEndpoints } from './review-queue';
import { termsAcceptanceEndpoints } from './terms-acceptance';
import { buildpackEndpoints } from './buildpacks';
import { buildpackRevisionEndpoints } from './buildpack-revisions';
import { buildpackSourceEndpoints } from './buildpack-sources';
import { membershipEndpoints } from './buildpack-memberships';
import { codeHostingEndpoints } from './code-hosting';
import { webhookEndpoints } from './webhooks';
import { apiTokenEndpoints } from './api-tokens';

const contract = mergeEndpointTables(
  currentUserEndpoints,
  termsAcceptanceEndpoints,
  addonListEndpoints,
  addonEndpoints,
  benefitEndpoints,
  screenshotEndpoints,
  documentationEndpoints,
  categoryEndpoints,
  companyEndpoints,
  featureEndpoints,
  planEndpoints,
  repricingEndpoints,
  alphaUserEndpoints,
  planPassEndpoints,
  approvalEndpoints,
  requirementEndpoints,
  progressionEndpoints,
  automaticReviewEndpoints,
  failedAttemptEndpoints,
  companyUserEndpoints,
  invitationEndpoints,
  supplierVendorEndpoints,
  countryEndpoints,
  oauthCredentialEndpoints,
  apiAuthorizationEndpoints,
  manifestEndpoints,
  reportEndpoints,
  changelogEndpoints,
  adminCompanyEndpoints,
  reviewQueueEndpoints,
  auditEntryEndpoints,
  buildpackEndpoints,
  buildpackRevisionEndpoints,
  buildpackSourceEndpoints,
  membershipEndpoints,
  codeHostingEndpoints,
  notificationEndpoints,
  integrationHealthEndpoints,
  integrationObjectiveEndpoints,
  integrationFailureEndpoints,
  webhookEndpoints,
  apiTokenEndpoints,
);

/** Any endpoint of the contract. */
export type ContractEndpoint = (typeof contract)[keyof typeof contract];

/** The partner API, reached under `/api/v3`. */
export const partner = endpointsOf(contract, 'partner');
/**
 * The platform API's record updates (spec §7 "Other platform API calls"),
 * reached under `/platform`; it wants its own versioned Accept header, which
 * the BFF adds.
 */
export const platform = endpointsOf(contract, 'platform');

/**
 * The buildpack registry (issue 23), reached under `/buildpack-registry`; the
 * BFF adds its Accept header (`application/vnd.heroku+json; version=3.buildpack-registry`).
 */
export const registry = endpointsOf(contract, 'registry');
/** The code-hosting link service, reached under `/code-hosting`. */
export const codeHosting = endpointsOf(contract, 'codeHosting');

export type PartnerEndpoint = (typeof partner)[keyof typeof partner];
export type RegistryEndpoint = (typeof registry)[keyof typeof registry];
export type CodeHostingEndpoint = (typeof codeHosting)[keyof typeof codeHosting];
export type PlatformEndpoint = (typeof platform)[keyof typeof platform];

/** As lists, for the servers and handlers that route every endpoint of an API. */
export const partnerApiEndpoints: readonly PartnerEndpoint[] = Object.values(partner);
export const platformApiEndpoints: readonly PlatformEndpoint[] = Object.values(platform);
export const registryApiEndpoints: readonly RegistryEndpoint[] = Object.values(registry);
export const codeHostingApiEndpoints: readonly CodeHostingEndpoint[] = Object.values(codeHosting);

