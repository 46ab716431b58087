/**
 * Which company action each endpoint of the contract is (issue 35 §2), keyed
 * `'<method> <path>'` as the endpoint table is. Admin-only and public
 * endpoints are outside company roles. An endpoint missing here has no
 * classification: `endpointAction` throws, and
 * fixtures/model/company-roles.test.ts walks every endpoint of the contract,
 * so a new one cannot slip past the roles unnoticed.
 */
import type { CompanyAction } from './company-permissions';

/** `outside`: admin-only or public; company roles do not apply. */
export type EndpointClass = CompanyAction | 'outside';

export const ENDPOINT_ACTIONS: Readonly<Record<string, EndpointClass>> = {
  'get /current_user': 'ownAccount',
  'post /current_user/terms_acceptance': 'ownAccount',
  // Personal API tokens (issue 35 §4) are the caller's own; the scopes they may carry are checked against the role.
  'get /current_user/api_tokens': 'ownAccount',
  'post /current_user/api_tokens': 'ownAccount',
  'delete /current_user/api_tokens/{id}': 'ownAccount',
  'get /addons': 'outside',
  'get /companies/{id}/addons': 'read',
  'get /users/{email}/addons': 'outside',
  'get /addons/{slug}': 'read',
  'patch /addons/{slug}': 'editListing',
  'get /addons/{slug}/benefits': 'read',
  'post /addons/{slug}/benefits': 'editListing',
  'patch /addons/{slug}/benefits/{id}': 'editListing',
  'delete /addons/{slug}/benefits/{id}': 'editListing',
  'put /addons/{slug}/benefits/order': 'editListing',
  'get /addons/{slug}/screenshots': 'read',
  'post /addons/{slug}/screenshots': 'editListing',
  'patch /addons/{slug}/screenshots/{id}': 'editListing',
  'delete /addons/{slug}/screenshots/{id}': 'editListing',
  'put /addons/{slug}/screenshots/order': 'editListing',
  'get /addons/{slug}/documentations': 'read',
  'get /categories': 'read',
  'get /companies/{id}': 'read',
  'patch /companies/{id}': 'editCompany',
  'get /addons/{slug}/features': 'read',
  'post /addons/{slug}/features': 'managePlans',
  'patch /addons/{slug}/features/{id}': 'managePlans',
  'delete /addons/{slug}/features/{id}': 'managePlans',
  'put /addons/{slug}/features/order': 'managePlans',
  'get /addons/{slug}/plans': 'read',
  'post /addons/{slug}/plans': 'managePlans',
  'patch /plans/{planId}': 'managePlans',
  'get /plans/{planId}/offerings': 'read',
  'get /plans/{planId}/repricings': 'read',
  'post /plans/{planId}/repricings': 'requestRepricing',
  'get /repricings': 'outside',
  'post /repricings/{id}/transitions/{transition}': 'outside',
  'post /plans/{planId}/repricings/{id}/withdrawal': 'requestRepricing',
  'get /addons/{slug}/alpha_users': 'read',
  // Alpha users try the listing before it is public: part of the listing's work.
  'post /addons/{slug}/alpha_users': 'editListing',
  'post /plans/{planId}/plan_passes': 'managePlans',
  'get /addons/{slug}/approvals': 'read',
  'post /addons/{slug}/approvals': 'requestApproval',
  'patch /approvals/{id}': 'outside',
  'get /addons/{slug}/beta_requirements/business_approval_requirements': 'read',
  'get /addons/{slug}/beta_requirements/technical_approval_requirements': 'read',
  'get /addons/{slug}/ga_requirements/technical_approval_requirements': 'read',
  'get /addons/{slug}/ga_requirements/pricing_plans_requirements': 'read',
  'get /addons/{slug}/ga_requirements/approved_supplier_requirements': 'read',
  'get /addons/{slug}/progressions': 'read',
  'post /addons/{slug}/progressions': 'requestApproval',
  'get /addons/{slug}/automatic_reviews': 'read',
  'post /addons/{slug}/automatic_reviews': 'requestApproval',
  'post /automatic_reviews/{id}/cancel': 'requestApproval',
  'get /addons/{slug}/failed_attempts': 'read',
  'get /companies/{id}/company_users': 'viewUsers',
  'post /companies/{id}/company_users': 'manageUsers',
  'patch /companies/{id}/company_users/{userId}': 'manageUsers',
  'delete /companies/{id}/company_users/{userId}': 'manageUsers',
  // Invitations are user management: Owners only, the list included (it shows who is about to join).
  'get /companies/{id}/invitations': 'manageUsers',
  'post /companies/{id}/invitations': 'manageUsers',
  'post /companies/{id}/invitations/{invitationId}/resend': 'manageUsers',
  'delete /companies/{id}/invitations/{invitationId}': 'manageUsers',
  // The invited person's own step: whatever their role elsewhere (or none), the link and their e-mail decide.
  'get /invitations/{token}': 'ownAccount',
  'post /invitations/{token}/accept': 'ownAccount',
  'post /companies/{id}/salesforce_vendors': 'outside',
  'get /salesforce_vendors/{id}': 'outside',
  'patch /salesforce_vendors/{id}': 'outside',
  'get /countries': 'read',
  'get /addons/{slug}/oauth_credentials': 'read',
  'post /addons/{slug}/oauth_credentials': 'manageCredentials',
  'get /addons/{slug}/api_authorizations': 'read',
  'post /addons/{slug}/api_authorizations': 'manageCredentials',
  'get /addons/{slug}/manifest': 'read',
  'get /addons/{slug}/reports': 'viewReports',
  'get /reports/{id}': 'viewReports',
  'get /changelog': 'outside',
  'get /companies': 'outside',
  'get /review_queue': 'outside',
  'get /addons/{slug}/audit_entries': 'read',
  'get /notifications': 'ownAccount',
  'post /notifications/{id}/read': 'ownAccount',
  'post /notifications/read_all': 'ownAccount',
  'get /addons/{slug}/integration/health': 'read',
  'get /addons/{slug}/integration/objective': 'read',
  // The objective is an operating setting of the integration (what the provisioning service must achieve), set by the
  // people who run it, beside the test endpoint and webhooks; listing editors write the marketplace copy.
  'put /addons/{slug}/integration/objective': 'manageCredentials',
  'get /integration/below_objective': 'outside',
  'get /addons/{slug}/integration/failures': 'read',
  'get /addons/{slug}/integration/failures/{groupId}/calls': 'read',
  'get /addons/{slug}/integration/test_endpoint': 'read',
  // A replay sends the add-on's credentials (fresh ones) to the test endpoint: credential management, like webhooks.
  'put /addons/{slug}/integration/test_endpoint': 'manageCredentials',
  'post /addons/{slug}/integration/failures/calls/{callId}/replay': 'manageCredentials',
  'get /addons/{slug}/webhook_endpoints': 'read',
  // Webhook endpoints hold signing secrets, so their writes are credential management.
  'post /addons/{slug}/webhook_endpoints': 'manageCredentials',
  'patch /addons/{slug}/webhook_endpoints/{id}': 'manageCredentials',
  'delete /addons/{slug}/webhook_endpoints/{id}': 'manageCredentials',
  'post /addons/{slug}/webhook_endpoints/{id}/rotate_secret': 'manageCredentials',
  'get /addons/{slug}/webhook_endpoints/{id}/deliveries': 'read',
  'post /addons/{slug}/webhook_endpoints/{id}/test_event': 'manageCredentials',
  'post /addons/{slug}/webhook_endpoints/{id}/deliveries/{deliveryId}/redeliver': 'manageCredentials',
};

/** The company action an endpoint is; throws for one nobody has classified. */
export function endpointAction(key: string): EndpointClass {
  const action = ENDPOINT_ACTIONS[key];
  if (action === undefined) throw new Error(`${key}: say in domain/company-endpoint-permissions.ts which company action it is`);
  return action;
}
