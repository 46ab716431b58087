import { describe, expect, it } from 'vitest';
import { stepText } from './health-labels';

describe('stepText (the span of a trend point, after "per")', () => {
  it('says an hourly step as "hour", not "1 hours"', () => {
    expect(stepText(60)).toBe('hour');
  });

  it('counts whole hours above one, and minutes otherwise', () => {
    expect(stepText(180)).toBe('3 hours');
    expect(stepText(720)).toBe('12 hours');
    expect(stepText(30)).toBe('30 minutes');
  });
});
