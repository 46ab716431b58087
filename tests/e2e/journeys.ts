import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Response } from '@playwright/test';
import { AXE_RUN_OPTIONS } from '../../stories/support/axe-rules';

/** Signs in through the sandbox identity provider's page, as a person would. */
export async function signIn(page: Page, email: string, path = '/') {
  const refused: string[] = [];
  const watch = (response: Response) => {
    if (response.status() === 429) refused.push(response.url());
  };
  page.on('response', watch);
  try {
    await page.goto(path);
    await expect(page.getByLabel('Email').or(page.getByRole('heading', { name: 'Too many attempts' }))).toBeVisible();
    // A rate-limited sign-in otherwise reads as "no Email field": say what happened.
    expect(refused, 'sign-in was rate-limited (LOGIN_RATE_LIMIT_PER_MINUTE)').toEqual([]);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
  } finally {
    page.off('response', watch);
  }
}

/**
 * Waits for finite animations and transitions (a dialog fading in, a panel
 * sliding) to end: mid-fade, text is drawn at part opacity and axe measures
 * a contrast the user never settles on. Endless ones (spinners) are left.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** WCAG 2.2 AA checks on the page once it has settled: no violations allowed. */
export async function expectNoAxeViolations(page: Page) {
  await settleAnimations(page);
  // The stories' rule set (stories/support/axe-rules.ts): WCAG 2.0–2.2 A and AA, best practice.
  const results = await new AxeBuilder({ page }).options(AXE_RUN_OPTIONS).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Collects Content-Security-Policy violations reported by the browser. */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
