import { describe, expect, it } from 'vitest';
import { budgetOrder, errorBudget } from './error-budget';

const objective = { targetSuccessRate: 0.99, windowDays: 28 };
const asOf = new Date('2026-11-24T10:00:00Z');

describe('errorBudget', () => {
  it('has nothing to say without calls in the window', () => {
    expect(errorBudget(objective, { calls: 0, failures: 0 }, { calls: 0, failures: 0 }, asOf)).toEqual({ state: 'no-calls' });
  });

  it('is exhausted one failure past the allowance, and not at the allowance itself', () => {
    // 10 000 calls at 99 % allow 100 failures.
    expect(errorBudget(objective, { calls: 10_000, failures: 101 }, { calls: 0, failures: 0 }, asOf)).toMatchObject({ state: 'exhausted', left: -0.01 });
    expect(errorBudget(objective, { calls: 10_000, failures: 100 }, { calls: 0, failures: 0 }, asOf)).toMatchObject({ state: 'sustainable', left: 0 });
  });

  it('says how much is left as a share of the allowance', () => {
    expect(errorBudget(objective, { calls: 10_000, failures: 25 }, { calls: 0, failures: 0 }, asOf)).toMatchObject({ left: 0.75, successRate: 0.9975 });
  });

  it('does not run out at a day failing exactly its allowance (burn rate 1), and does one failure above it', () => {
    const window = { calls: 10_000, failures: 50 };
    expect(errorBudget(objective, window, { calls: 1_000, failures: 10 }, asOf)).toMatchObject({ state: 'sustainable', burnRate: 1 });
    const running = errorBudget(objective, window, { calls: 1_000, failures: 11 }, asOf);
    // 50 failures left, losing 1 a day: 28 days is the window's end, so the cap.
    expect(running).toMatchObject({ state: 'running-out' });
    expect(running.state === 'running-out' && running.runsOutAt.toISOString()).toBe('2026-12-22T10:00:00.000Z');
  });

  it('runs out after what is left divided by the daily loss', () => {
    // 50 left, 15 failures a day over an allowance of 5: 10 a day, five days.
    const running = errorBudget(objective, { calls: 10_000, failures: 50 }, { calls: 500, failures: 15 }, asOf);
    expect(running.state === 'running-out' && running.runsOutAt.toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(running).toMatchObject({ burnRate: 3 });
  });

  it('never later than one window, just inside it when the division says so', () => {
    const capped = errorBudget(objective, { calls: 100_000, failures: 0 }, { calls: 100, failures: 2 }, asOf);
    expect(capped.state === 'running-out' && capped.runsOutAt.toISOString()).toBe('2026-12-22T10:00:00.000Z');
    // 27 failures left at 1 a day: 27 days, under the cap.
    const inside = errorBudget(objective, { calls: 10_000, failures: 73 }, { calls: 100, failures: 2 }, asOf);
    expect(inside.state === 'running-out' && inside.runsOutAt.toISOString()).toBe('2026-12-21T10:00:00.000Z');
  });

  it('is sustainable on a day without calls', () => {
    expect(errorBudget(objective, { calls: 10_000, failures: 50 }, { calls: 0, failures: 0 }, asOf)).toMatchObject({ state: 'sustainable', burnRate: null });
  });

  it('spends a 100 % target with the first failure', () => {
    const strict = { targetSuccessRate: 1, windowDays: 28 };
    expect(errorBudget(strict, { calls: 1_000, failures: 1 }, { calls: 0, failures: 0 }, asOf)).toMatchObject({ state: 'exhausted' });
    expect(errorBudget(strict, { calls: 1_000, failures: 0 }, { calls: 10, failures: 0 }, asOf)).toMatchObject({ state: 'sustainable', left: 0 });
  });
});

describe('budgetOrder', () => {
  it('puts the most overspent first and add-ons without calls last', () => {
    const budgets = [
      errorBudget(objective, { calls: 10_000, failures: 50 }, { calls: 0, failures: 0 }, asOf),
      errorBudget(objective, { calls: 0, failures: 0 }, { calls: 0, failures: 0 }, asOf),
      errorBudget(objective, { calls: 10_000, failures: 300 }, { calls: 0, failures: 0 }, asOf),
      errorBudget(objective, { calls: 10_000, failures: 150 }, { calls: 0, failures: 0 }, asOf),
    ];
    expect([...budgets].sort((a, b) => budgetOrder(a) - budgetOrder(b)).map((each) => each.state === 'no-calls' ? 'none' : each.left)).toEqual([-2, -0.5, 0.5, 'none']);
  });
});
