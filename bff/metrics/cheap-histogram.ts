import type { Metric, Registry } from 'prom-client';

/** One label set's buckets: what a request adds to with one call. */
export interface HistogramChild {
  observe(value: number): void;
}

interface Child extends HistogramChild {
  labels: Record<string, string>;
  counts: Float64Array;
  sum: number;
  count: number;
}

/**
 * A Prometheus histogram for the hot path (issue 32 §1: metrics may add at
 * most 5 % CPU per proxied call). prom-client's own histogram validates and
 * hashes the label set on every observe, even through a bound child, which the
 * bench measured at 14–17 % of a small proxied call's CPU with three of them
 * per call. Here a child is a few numbers found once (`child(...)`), and an
 * observe is a bucket search and three additions; the text exposition is
 * built only when Prometheus scrapes, in prom-client's format, through its
 * registry (the same `get()` its metrics have).
 */
export class CheapHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly children = new Map<string, Child>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly string[],
    private readonly buckets: readonly number[],
    registry: Registry,
  ) {
    // prom-client's registry takes any metric with a name and get(); its types list only its own classes.
    registry.registerMetric(this as unknown as Metric);
  }

  /** The child for these label values (in labelNames' order), made on first use and kept. */
  child(...values: string[]): HistogramChild {
    const key = values.join('\u0000');
    const known = this.children.get(key);
    if (known) return known;
    const { buckets } = this;
    const made: Child = {
      labels: Object.fromEntries(this.labelNames.map((name, index) => [name, values[index] ?? ''])),
      counts: new Float64Array(buckets.length),
      sum: 0,
      count: 0,
      observe(value) {
        let index = 0;
        while (index < buckets.length && value > (buckets[index] as number)) index += 1;
        if (index < buckets.length) made.counts[index] = (made.counts[index] as number) + 1;
        made.sum += value;
        made.count += 1;
      },
    };
    this.children.set(key, made);
    return made;
  }

  /** What prom-client's registry formats: cumulative buckets, +Inf, sum and count per child. */
  async get() {
    // As prom-client's histogram gives them: `le` first, the child's labels shared after it.
    const values: { metricName: string; labels: Record<string, string | number>; sharedLabels: Record<string, string>; value: number }[] = [];
    for (const child of this.children.values()) {
      const sharedLabels = child.labels;
      let cumulative = 0;
      this.buckets.forEach((bound, index) => {
        cumulative += child.counts[index] as number;
        values.push({ metricName: `${this.name}_bucket`, labels: { le: bound }, sharedLabels, value: cumulative });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { le: '+Inf' }, sharedLabels, value: child.count });
      values.push({ metricName: `${this.name}_sum`, labels: {}, sharedLabels, value: child.sum });
      values.push({ metricName: `${this.name}_count`, labels: {}, sharedLabels, value: child.count });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }
}
