/**
 * Every address of the add-ons list and an add-on's workspace (spec §2 table),
 * spelled once. Route declarations use the patterns (the section registry in
 * app/, a screen's own `<Routes>` for its panels); links and redirects use the
 * builders, which encode the slug and ids. Here, not in a feature, because
 * screens link into each other's sections and app/ declares the routes.
 */

/** The add-ons list. */
export const ADDONS_PATH = '/addons';

/** Route segments of the workspace sections, under /addons/{slug}/. */
export const workspaceSectionSegments = {
  nextSteps: 'next-steps',
  marketplaceListing: 'marketplace-listing',
  plans: 'plans',
  company: 'company',
  reports: 'reports',
  logs: 'logs',
  settings: 'settings',
  history: 'history',
  integration: 'integration',
} as const;

export type WorkspaceSectionSegment = (typeof workspaceSectionSegments)[keyof typeof workspaceSectionSegments];

/** The marketplace listing's panels, relative to the listing (its `*` sub-routes). */
export const listingPanelRoutes = {
  editGeneralInformation: 'general-information/edit',
  newScreenshot: 'screenshots/new',
  editScreenshot: 'screenshots/:screenshotId/edit',
  newBenefit: 'benefits/new',
  editBenefit: 'benefits/:benefitId/edit',
  deleteBenefit: 'benefits/:benefitId/delete',
} as const;

/** The plans screen's panels, relative to the plans tab (spec §2 table, plans row). */
export const plansPanelRoutes = {
  newFeature: 'features/new',
  editFeature: 'features/:featureId/edit',
  deleteFeature: 'features/:featureId/delete',
  newPlan: 'new',
  postCreation: ':planId/post-creation',
  editPlan: ':planId/edit',
  repricing: ':planId/repricing',
  newPlanPass: ':planId/plan-passes/new',
  newAlphaUser: 'alpha-users/new',
  editCustomPlans: 'custom-plans-edit',
} as const;

/** The company screen's panels, relative to the company tab (spec §2 table, company row). */
export const companyPanelRoutes = {
  editGeneralInformation: 'general-information/edit',
  newSupplierInformation: 'supplier-information/new',
  editSupplierInformation: 'supplier-information/:salesforceVendorId/edit',
  newCompanyUser: 'company-users/new',
  deleteCompanyUser: 'company-users/:companyUserId/delete',
} as const;

/** The next-steps screen's panels, relative to the tab (spec §2 table, next-steps row). */
export const nextStepsPanelRoutes = {
  editApproval: 'approvals/:approvalId/edit',
} as const;

/** The settings screen's panels, relative to the tab (spec §2 table, settings row). */
export const settingsPanelRoutes = {
  editMarketing: 'marketing/edit',
  editSupportInformation: 'support-information/edit',
} as const;

/**
 * Settings opens the typed-slug shutdown confirmation over itself when this
 * flag is set: the flag is the dialog's state, so Back closes it and Cancel
 * leaves the user on Settings (issue 21 item 12).
 */
export const SHUTDOWN_FLAG = 'shutdown';

/**
 * The id of next steps' progression-approval section (spec §4 "Progression is
 * decided by an admin on the progression-approval screen"): the admins' review
 * queue links a progression request there.
 */
export const PROGRESSION_APPROVAL_ANCHOR = 'progression-approval';

/** Spec §2: "A supplier-information-new screen takes company_id." */
export const SUPPLIER_COMPANY_PARAM = 'company_id';

/** Spec §2: "The plans screen takes a query flag to show the plan defaults editor." */
export const PLAN_DEFAULTS_EDITOR_FLAG = 'edit-plan-defaults';

/** The `:name` parameters of a route pattern, e.g. `'benefitId'` of `benefits/:benefitId/edit`. */
export type RouteParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern with its parameters filled in, each encoded as one path segment. */
export function fillRoute<Pattern extends string>(pattern: Pattern, params: Record<RouteParams<Pattern>, string>): string {
  const values: Record<string, string> = params;
  return pattern.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** `/addons/{slug}`: the workspace, which opens its first section. */
export function addonPath(slug: string): string {
  return `${ADDONS_PATH}/${encodeURIComponent(slug)}`;
}

/** `/addons/{slug}/{section}` */
export function addonSectionPath(slug: string, section: WorkspaceSectionSegment): string {
  return `${addonPath(slug)}/${section}`;
}

function listingPanelPath<Panel extends keyof typeof listingPanelRoutes>(
  slug: string,
  panel: Panel,
  params: Record<RouteParams<(typeof listingPanelRoutes)[Panel]>, string>,
): string {
  return `${listingPaths.listing(slug)}/${fillRoute(listingPanelRoutes[panel], params)}`;
}

/** The listing and its panels, for links and redirects. */
export const listingPaths = {
  listing: (slug: string) => addonSectionPath(slug, workspaceSectionSegments.marketplaceListing),
  editGeneralInformation: (slug: string) => listingPanelPath(slug, 'editGeneralInformation', {}),
  newScreenshot: (slug: string) => listingPanelPath(slug, 'newScreenshot', {}),
  editScreenshot: (slug: string, screenshotId: string) => listingPanelPath(slug, 'editScreenshot', { screenshotId }),
  newBenefit: (slug: string) => listingPanelPath(slug, 'newBenefit', {}),
  editBenefit: (slug: string, benefitId: string) => listingPanelPath(slug, 'editBenefit', { benefitId }),
  deleteBenefit: (slug: string, benefitId: string) => listingPanelPath(slug, 'deleteBenefit', { benefitId }),
};

function plansPanelPath<Panel extends keyof typeof plansPanelRoutes>(
  slug: string,
  panel: Panel,
  params: Record<RouteParams<(typeof plansPanelRoutes)[Panel]>, string>,
): string {
  return `${plansPaths.plans(slug)}/${fillRoute(plansPanelRoutes[panel], params)}`;
}

/** The plans tab and its panels, for links and redirects. */
export const plansPaths = {
  plans: (slug: string) => addonSectionPath(slug, workspaceSectionSegments.plans),
  /** The plans tab with the plan defaults editor open (admins). */
  planDefaultsEditor: (slug: string) => `${addonSectionPath(slug, workspaceSectionSegments.plans)}?${PLAN_DEFAULTS_EDITOR_FLAG}=1`,
  newFeature: (slug: string) => plansPanelPath(slug, 'newFeature', {}),
  editFeature: (slug: string, featureId: string) => plansPanelPath(slug, 'editFeature', { featureId }),
  deleteFeature: (slug: string, featureId: string) => plansPanelPath(slug, 'deleteFeature', { featureId }),
  newPlan: (slug: string) => plansPanelPath(slug, 'newPlan', {}),
  postCreation: (slug: string, planId: string) => plansPanelPath(slug, 'postCreation', { planId }),
  editPlan: (slug: string, planId: string) => plansPanelPath(slug, 'editPlan', { planId }),
  repricing: (slug: string, planId: string) => plansPanelPath(slug, 'repricing', { planId }),
  newPlanPass: (slug: string, planId: string) => plansPanelPath(slug, 'newPlanPass', { planId }),
  newAlphaUser: (slug: string) => plansPanelPath(slug, 'newAlphaUser', {}),
  editCustomPlans: (slug: string) => plansPanelPath(slug, 'editCustomPlans', {}),
};

function companyPanelPath<Panel extends keyof typeof companyPanelRoutes>(
  slug: string,
  panel: Panel,
  params: Record<RouteParams<(typeof companyPanelRoutes)[Panel]>, string>,
): string {
  return `${companyPaths.company(slug)}/${fillRoute(companyPanelRoutes[panel], params)}`;
}

/** The company tab and its panels, for links and redirects. */
export const companyPaths = {
  company: (slug: string) => addonSectionPath(slug, workspaceSectionSegments.company),
  editGeneralInformation: (slug: string) => companyPanelPath(slug, 'editGeneralInformation', {}),
  newSupplierInformation: (slug: string, companyId: string) =>
    `${companyPanelPath(slug, 'newSupplierInformation', {})}?${new URLSearchParams({ [SUPPLIER_COMPANY_PARAM]: companyId }).toString()}`,
  editSupplierInformation: (slug: string, salesforceVendorId: string) => companyPanelPath(slug, 'editSupplierInformation', { salesforceVendorId }),
  newCompanyUser: (slug: string) => companyPanelPath(slug, 'newCompanyUser', {}),
  deleteCompanyUser: (slug: string, companyUserId: string) => companyPanelPath(slug, 'deleteCompanyUser', { companyUserId }),
};

/** The next-steps tab and its panels, for links and redirects. */
export const nextStepsPaths = {
  nextSteps: (slug: string) => addonSectionPath(slug, workspaceSectionSegments.nextSteps),
  editApproval: (slug: string, approvalId: string) =>
    `${addonSectionPath(slug, workspaceSectionSegments.nextSteps)}/${fillRoute(nextStepsPanelRoutes.editApproval, { approvalId })}`,
  /** Next steps at its progression-approval section (admins decide a progression request there). */
  progressionApproval: (slug: string) => `${addonSectionPath(slug, workspaceSectionSegments.nextSteps)}#${PROGRESSION_APPROVAL_ANCHOR}`,
};

/**
 * The integration section and its tabs (issue 34). The tabs' segments are in
 * features/integration/integration-tabs.ts, the one list a new tab is added to.
 */
export const integrationPaths = {
  integration: (slug: string) => addonSectionPath(slug, workspaceSectionSegments.integration),
  tab: (slug: string, tab: string) => `${addonSectionPath(slug, workspaceSectionSegments.integration)}/${encodeURIComponent(tab)}`,
};

/** The settings tab and its panels, for links and redirects. */
export const settingsPaths = {
  settings: (slug: string) => addonSectionPath(slug, workspaceSectionSegments.settings),
  editMarketing: (slug: string) => `${addonSectionPath(slug, workspaceSectionSegments.settings)}/${settingsPanelRoutes.editMarketing}`,
  /** Settings with the shutdown confirmation open over it (admins). */
  shutdown: (slug: string) => `${addonSectionPath(slug, workspaceSectionSegments.settings)}?${SHUTDOWN_FLAG}=1`,
  editSupportInformation: (slug: string) =>
    `${addonSectionPath(slug, workspaceSectionSegments.settings)}/${settingsPanelRoutes.editSupportInformation}`,
};
