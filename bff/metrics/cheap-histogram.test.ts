import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { CheapHistogram } from './cheap-histogram';

describe('CheapHistogram', () => {
  it("writes the same exposition as prom-client's own histogram for the same observations", async () => {
    const buckets = [0.01, 0.1, 1];
    const theirs = new Registry();
    const ours = new Registry();
    const reference = new Histogram({ name: 'h_seconds', help: 'help', labelNames: ['route', 'status_class'], buckets, registers: [theirs] });
    const cheap = new CheapHistogram('h_seconds', 'help', ['route', 'status_class'], buckets, ours);
    const observations: [string, string, number][] = [
      ['page', '2xx', 0.005],
      ['page', '2xx', 0.01],
      ['page', '2xx', 0.5],
      ['page', '5xx', 3],
      ['bff', '2xx', 0.1],
      ['page', '2xx', 0.0100001],
    ];
    for (const [route, cls, value] of observations) {
      reference.labels(route, cls).observe(value);
      cheap.child(route, cls).observe(value);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });

  it('hands out one child per label set', () => {
    const cheap = new CheapHistogram('h2_seconds', 'help', ['route'], [1], new Registry());
    expect(cheap.child('page')).toBe(cheap.child('page'));
    expect(cheap.child('page')).not.toBe(cheap.child('bff'));
  });
});
