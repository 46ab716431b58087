/**
 * "Every story passes axe in both schemes" (issue 25 item 4) without running
 * ~900 stories twice: after a story's play function, its light axe check
 * (addon-a11y) and its screenshot, the preview's afterEach flips the document
 * to the other colour scheme — the attribute MUI's `colorSchemeSelector: 'data'`
 * selects on (`data-light` / `data-dark` on <html>) — runs axe-core again on the
 * same rendered story, and flips back. Components style themselves through CSS
 * variables and `theme.applyStyles`, so the flip recolours everything without
 * a re-render.
 *
 * Registered by the story test setup only (like the screenshot matcher): the
 * Storybook UI and the built gallery never flash the other scheme.
 */
import type { AxeResults, ContextObject, RunOptions, Spec } from 'axe-core';

export type Scheme = 'light' | 'dark';

interface A11yParameters {
  disable?: boolean;
  test?: 'error' | 'todo' | 'off';
  config?: Spec;
  options?: RunOptions;
  context?: ContextObject | string;
}

export type OtherSchemeCheck = (a11y: A11yParameters | undefined) => Promise<void>;

const CHECK = Symbol.for('partner-portal.stories.other-scheme-axe');
type WithCheck = typeof globalThis & { [CHECK]?: OtherSchemeCheck };

export function registerOtherSchemeCheck(check: OtherSchemeCheck): void {
  (globalThis as WithCheck)[CHECK] = check;
}

/** Called by the preview's afterEach; a no-op outside the story tests. */
export async function checkOtherScheme(a11y: A11yParameters | undefined): Promise<void> {
  const check = (globalThis as WithCheck)[CHECK];
  if (check) await check(a11y);
}

/** The scheme MUI's provider applied to <html> (it writes `data-<scheme>=""`). */
export function shownScheme(root: HTMLElement = document.documentElement): Scheme {
  return root.hasAttribute('data-dark') ? 'dark' : 'light';
}

/**
 * Shows `scheme` until the returned function restores what was there.
 * Transitions are suppressed meanwhile, so computed colours are final at once
 * (MUI's `disableTransitionOnChange` does the same).
 */
export function flipScheme(scheme: Scheme, root: HTMLElement = document.documentElement): () => void {
  const had = { light: root.hasAttribute('data-light'), dark: root.hasAttribute('data-dark') };
  const noTransitions = document.createElement('style');
  noTransitions.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.appendChild(noTransitions);
  root.removeAttribute(scheme === 'dark' ? 'data-light' : 'data-dark');
  root.setAttribute(`data-${scheme}`, '');
  return () => {
    for (const name of ['light', 'dark'] as const) {
      if (had[name]) root.setAttribute(`data-${name}`, '');
      else root.removeAttribute(`data-${name}`);
    }
    noTransitions.remove();
  };
}

/** One line per failing element, so the test output says what to fix without opening the a11y panel. */
export function describeViolations(scheme: Scheme, violations: AxeResults['violations']): string {
  const lines = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${node.target.join(' ')}${node.failureSummary ? `\n    ${node.failureSummary.replace(/\n/g, '\n    ')}` : ''}`,
    ),
  );
  return `axe found ${lines.length} violation(s) in the ${scheme} colour scheme:\n${lines.join('\n')}`;
}

/**
 * Only colours change with the scheme: the structure, names and roles axe's
 * other rules look at were checked by the light run. Running just these
 * keeps the second pass cheap.
 */
export const SCHEME_DEPENDENT_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** The same scope as addon-a11y's own run (its defaults plus the story's parameters), limited to the colour rules the story has not turned off. */
export function axeScope(a11y: A11yParameters | undefined): { context: ContextObject; spec: Spec; options: RunOptions; rules: readonly string[] } {
  const storybookInternals = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];
  const given = a11y?.context;
  const context: ContextObject = { include: document.body, exclude: storybookInternals } as ContextObject;
  if (given && typeof given === 'object' && ('include' in given || 'exclude' in given)) {
    if (given.include !== undefined) Object.assign(context, { include: given.include });
    if (given.exclude !== undefined) Object.assign(context, { exclude: [...storybookInternals, ...[given.exclude].flat()] });
  } else if (given !== undefined) {
    Object.assign(context, { include: given });
  }
  // addon-a11y disables 'region': a component alone has no landmarks around it.
  const spec: Spec = { ...a11y?.config, rules: [{ id: 'region', enabled: false }, ...(a11y?.config?.rules ?? [])] };
  const disabled = new Set((spec.rules ?? []).filter((rule) => rule.enabled === false).map((rule) => rule.id));
  const disabledInOptions = Object.entries(a11y?.options?.rules ?? {}).filter(([, rule]) => rule.enabled === false).map(([id]) => id);
  const values = SCHEME_DEPENDENT_RULES.filter((id) => !disabled.has(id) && !disabledInOptions.includes(id));
  return { context, spec, options: { ...a11y?.options, runOnly: { type: 'rule', values } }, rules: values };
}

export function wantsAxe(a11y: A11yParameters | undefined): boolean {
  return a11y?.disable !== true && a11y?.test !== 'off' && a11y?.test !== 'todo';
}
