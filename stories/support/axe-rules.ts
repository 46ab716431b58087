/**
 * The one axe rule set of every accessibility check in the project: the story
 * tests (addon-a11y, stories/.storybook/preview.tsx) and the end-to-end
 * journeys (tests/e2e/journeys.ts) run the same one, so a page cannot pass its
 * stories and fail a tour of the running portal (issue 31: every signed-in
 * page failed `label-content-name-mismatch` in the header, which the stories'
 * default rule set never ran).
 *
 * - The WCAG 2.0/2.1/2.2 A and AA tags, as an outside audit runs them.
 * - `best-practice`, which the stories have always run (headings, landmarks,
 *   unique names); dropping it would lose checks the project already passes.
 * - axe tags some WCAG rules `experimental` and leaves them out of any tag set
 *   unless asked by name; these check WCAG success criteria (2.5.3 Label in
 *   Name, 1.3.4 Orientation), so they are asked for by name.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

export const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch', 'css-orientation-lock'] as const;

export const AXE_TAGS: readonly string[] = [...WCAG_TAGS, 'best-practice'];

/**
 * Best-practice rules left out: `region` ("all content in landmarks") flags
 * every menu and popover MUI portals to the end of <body>, as ARIA's own menu
 * pattern does; addon-a11y turns it off for stories for the same reason.
 */
export const OMITTED_BEST_PRACTICE_RULES = ['region'] as const;

/** axe `RunOptions`: the tag set plus the experimental WCAG rules, by name. */
export const AXE_RUN_OPTIONS = {
  runOnly: { type: 'tag' as const, values: [...AXE_TAGS] },
  rules: Object.fromEntries([
    ...EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }]),
    ...OMITTED_BEST_PRACTICE_RULES.map((id) => [id, { enabled: false }]),
  ]),
};
