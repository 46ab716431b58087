/** Tags are one comma-delimited string on the wire (spec §3, §5); the listing shows them as chips. */

/** `'postgres, sql,,postgres '` → `['postgres', 'sql']`: trimmed, blanks dropped, first occurrence kept. */
export function parseTags(tags: string): string[] {
  const seen = new Set<string>();
  for (const tag of tags.split(',')) {
    const trimmed = tag.trim();
    if (trimmed !== '') seen.add(trimmed);
  }
  return [...seen];
}

/** The wire form of a tag list. */
export function joinTags(tags: readonly string[]): string {
  return tags.join(',');
}
