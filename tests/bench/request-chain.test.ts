import { describe, expect, it } from 'vitest';
import { criticalPath, describeChain, type ChainRequest } from './request-chain';

const at = (path: string, startedAt: number, finishedAt: number): ChainRequest => ({ path, startedAt, finishedAt });

describe('criticalPath', () => {
  it('counts a waterfall: each request asked after the one before answered', () => {
    const chain = criticalPath(
      [at('/index.html', 0, 5), at('/assets/x.js', 6, 9), at('/bff/session', 10, 20), at('/api/v3/current_user', 21, 30), at('/api/v3/addons', 31, 40)],
      50,
    );
    expect(describeChain(chain)).toBe('/bff/session → /api/v3/current_user → /api/v3/addons');
  });

  it('is 1 when every API request is on its way before the first answer', () => {
    const chain = criticalPath([at('/api/v3/current_user', 10, 30), at('/api/v3/addons/a', 11, 25), at('/api/v3/addons/a/plans', 12, 40)], 50);
    expect(chain).toHaveLength(1);
  });

  it('leaves out requests answered after the screen showed its content, and anything that is not an API call', () => {
    const requests = [at('/api/v3/current_user', 10, 20), at('/api/v3/notifications', 25, 80), at('/assets/Plans.js', 21, 24)];
    expect(describeChain(criticalPath(requests, 50))).toBe('/api/v3/current_user');
    expect(criticalPath(requests, 5)).toEqual([]);
  });
});
