/** Every query key of the SPA, in one place (design.md §4). */
export const queryKeys = {
  session: () => ['bff', 'session'] as const,
  currentUser: () => ['current-user'] as const,
  companyAddons: (companyId: string) => ['companies', companyId, 'addons'] as const,
  allAddons: () => ['addons', 'all'] as const,
} as const;
