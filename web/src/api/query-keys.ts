/** Every query key of the SPA, in one place (design.md §4). */
export const queryKeys = {
  session: () => ['bff', 'session'] as const,
  currentUser: () => ['current-user'] as const,
  companyAddons: (companyId: string) => ['companies', companyId, 'addons'] as const,
  allAddons: () => ['addons', 'all'] as const,
  addon: (slug: string) => ['addon', slug] as const,
  benefits: (slug: string) => ['addon', slug, 'benefits'] as const,
  screenshots: (slug: string) => ['addon', slug, 'screenshots'] as const,
  documentation: (slug: string) => ['addon', slug, 'documentation'] as const,
  categories: () => ['categories'] as const,
} as const;
