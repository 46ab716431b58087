/**
 * How a health figure moved against the previous period (issue 34 §1), as
 * words: the screen colours the change too, but the text carries it (WCAG
 * 1.4.1, colour is never the only signal). Which way is better depends on the
 * figure: a higher success rate is better, a higher latency worse, more calls
 * neither.
 */

export type ChangeTone = 'better' | 'worse' | 'neutral';

export interface FigureChange {
  /** "up 0.4 points from 98.9%", "down 12% from 140 ms", "no previous calls". */
  text: string;
  tone: ChangeTone;
  /** For an arrow beside the text (decorative; the text says it). */
  direction: 'up' | 'down' | 'same' | 'none';
}

const NONE: FigureChange = { text: 'nothing to compare with', tone: 'neutral', direction: 'none' };

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** A success rate (0 to 1) as a percentage, to two decimals only when it needs them ("100%", "99.42%"). */
export function formatRate(rate: number): string {
  return `${(Math.floor(rate * 10_000) / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}

/** Milliseconds, in seconds from 1 s on. */
export function formatLatency(ms: number): string {
  if (ms >= 1_000) return `${(ms / 1_000).toLocaleString('en-US', { maximumFractionDigits: 2 })} s`;
  return `${Math.round(ms).toLocaleString('en-US')} ms`;
}

/**
 * A success rate against the previous period's, in percentage points (a
 * relative change of a rate near 100 % says little). Less than 0.01 points
 * apart is the same.
 */
export function rateChange(current: number | null, previous: number | null): FigureChange {
  if (current === null || previous === null) return NONE;
  const points = Math.round((current - previous) * 10_000) / 100;
  if (points === 0) return { text: `same as before (${formatRate(previous)})`, tone: 'neutral', direction: 'same' };
  const size = Math.abs(points).toLocaleString('en-US', { maximumFractionDigits: 2 });
  const unit = Math.abs(points) === 1 ? 'point' : 'points';
  return points > 0
    ? { text: `up ${size} ${unit} from ${formatRate(previous)}`, tone: 'better', direction: 'up' }
    : { text: `down ${size} ${unit} from ${formatRate(previous)}`, tone: 'worse', direction: 'down' };
}

/** A relative change in whole percent; under 1 % either way is the same. */
function relativeChange(current: number, previous: number, format: (value: number) => string, higherIs: ChangeTone): FigureChange {
  if (previous === 0) return current === 0 ? { text: 'same as before (0)', tone: 'neutral', direction: 'same' } : { text: `up from ${format(0)}`, tone: higherIs, direction: 'up' };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { text: `same as before (${format(previous)})`, tone: 'neutral', direction: 'same' };
  const lowerIs: ChangeTone = higherIs === 'better' ? 'worse' : higherIs === 'worse' ? 'better' : 'neutral';
  return percent > 0
    ? { text: `up ${percent.toLocaleString('en-US')}% from ${format(previous)}`, tone: higherIs, direction: 'up' }
    : { text: `down ${Math.abs(percent).toLocaleString('en-US')}% from ${format(previous)}`, tone: lowerIs, direction: 'down' };
}

/** A latency against the previous period's: slower is worse. */
export function latencyChange(current: number | null, previous: number | null): FigureChange {
  if (current === null || previous === null) return NONE;
  return relativeChange(current, previous, formatLatency, 'worse');
}

/** Calls against the previous period's: more or fewer is neither good nor bad by itself. */
export function callsChange(current: number, previous: number): FigureChange {
  return relativeChange(current, previous, formatCount, 'neutral');
}
