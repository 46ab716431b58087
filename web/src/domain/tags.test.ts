import { describe, expect, it } from 'vitest';
import { joinTags, parseTags } from './tags';

describe('tags (spec §5: comma-delimited)', () => {
  it('splits on commas, trims, drops blanks and repeats', () => {
    expect(parseTags(' postgres, sql,,postgres ,backups ')).toEqual(['postgres', 'sql', 'backups']);
  });

  it('has no tags for an empty string', () => {
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ')).toEqual([]);
  });

  it('joins back into the wire form', () => {
    expect(joinTags(parseTags('a, b'))).toBe('a,b');
  });
});
