import { describe, expect, it } from 'vitest';
import { mustAskBeforeLeaving } from './leave-rule';

const attempt = { dirty: true, leaving: false, from: '/buildpacks/publish', to: '/addons' };

describe('mustAskBeforeLeaving', () => {
  it('asks when a form with input would be left for another page', () => {
    expect(mustAskBeforeLeaving(attempt)).toBe(true);
  });

  it('does not ask for a form without input', () => {
    expect(mustAskBeforeLeaving({ ...attempt, dirty: false })).toBe(false);
  });

  it("does not ask when the form leaves on its own account (saved, published, discarded)", () => {
    expect(mustAskBeforeLeaving({ ...attempt, leaving: true })).toBe(false);
  });

  it('does not ask when only the query or hash changes: the form stays on the page', () => {
    expect(mustAskBeforeLeaving({ ...attempt, to: attempt.from })).toBe(false);
  });
});
