/**
 * The error budget of an add-on's objective (issue 34 §1: "an objective line
 * the partner can set — default 99 % successful provisions over 28 days —
 * with the error budget left, and when at today's rate it would run out").
 *
 * The budget is the failures the objective allows among the window's calls:
 * (1 − target) × calls. What is left is that minus the failures so far, as a
 * share of it. At today's rate (the last 24 hours), the budget shrinks by the
 * day's failures less the day's allowance ((1 − target) × the day's calls):
 * if the day fails no more than it is allowed (a burn rate of at most 1), the
 * budget does not run out at this rate. Otherwise it runs out after
 * left ÷ that daily loss days, and at the latest after one window: by then the
 * window holds only days like today, which fail more than allowed.
 */

export interface ObjectiveTarget {
  /** The share of calls that must succeed, e.g. 0.99. */
  targetSuccessRate: number;
  windowDays: number;
}

export interface CallCounts {
  calls: number;
  failures: number;
}

export type ErrorBudget =
  /** No call in the window: nothing is spent and nothing allowed. */
  | { state: 'no-calls' }
  /** More failures than allowed: the add-on is below its objective. `left` is negative (−0.5: half again over). */
  | { state: 'exhausted'; left: number; successRate: number }
  /** Some left, and today's rate would spend it by `runsOutAt`. */
  | { state: 'running-out'; left: number; successRate: number; runsOutAt: Date; burnRate: number }
  /** Some left, and today's rate fails no more than the objective allows. */
  | { state: 'sustainable'; left: number; successRate: number; burnRate: number | null };

const DAY_MS = 86_400_000;

/** `window`: the calls of the objective's window up to `asOf`; `today`: those of the last 24 hours. */
export function errorBudget(objective: ObjectiveTarget, window: CallCounts, today: CallCounts, asOf: Date): ErrorBudget {
  if (window.calls === 0) return { state: 'no-calls' };
  // Rounded to a billionth: 1 − 0.99 is 0.010000000000000009 in floating point, which would move every boundary.
  const allowedShare = Math.round((1 - objective.targetSuccessRate) * 1e9) / 1e9;
  const allowed = allowedShare * window.calls;
  const successRate = (window.calls - window.failures) / window.calls;
  const remaining = allowed - window.failures;
  // Nothing allowed (a 100 % target): any failure spends a budget of zero.
  const left = allowed > 0 ? remaining / allowed : window.failures > 0 ? -Infinity : 0;
  if (remaining < 0 || (allowed === 0 && window.failures > 0)) return { state: 'exhausted', left, successRate };
  const burnRate = today.calls === 0 ? null : today.failures / today.calls / allowedShare;
  const dailyLoss = today.failures - allowedShare * today.calls;
  if (dailyLoss <= 0) return { state: 'sustainable', left, successRate, burnRate };
  const days = Math.min(remaining / dailyLoss, objective.windowDays);
  return { state: 'running-out', left, successRate, runsOutAt: new Date(asOf.getTime() + days * DAY_MS), burnRate: burnRate ?? Infinity };
}

/** The budget left as the admin list sorts it: exhausted first (most over first), then least left; no calls last. */
export function budgetOrder(budget: ErrorBudget): number {
  return budget.state === 'no-calls' ? Infinity : budget.left;
}
