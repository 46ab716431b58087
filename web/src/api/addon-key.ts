/**
 * The add-on's query key, and the prefix of everything listed under it
 * (benefits, screenshots, documentation). On its own, not in addon.ts: every
 * resource under an add-on needs it, and importing addon.ts (its endpoints,
 * its calls) for it closed an import circle through the endpoint table.
 */
export const addonKey = (slug: string) => ['addon', slug] as const;
