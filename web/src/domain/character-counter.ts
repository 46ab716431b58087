/**
 * The limit and counter under a limited text field (issue 21 item 10): the
 * limit is said before it is broken, and the counter never reads as a
 * negative number ("Characters remaining: -52") but says by how much the text
 * is over. Counts are characters (code points) as the contract counts them;
 * the caller passes the count.
 */

/** The limit, shown from the start: "Up to 80 characters." */
export const characterLimitHint = (max: number) => `Up to ${max} characters.`;

/**
 * The help under a limited field, saying the limit once (issue 31 item 19):
 * the caller's help and then "Up to 80 characters.", unless the help already
 * says it ("A few words, at most 80 characters."), which then stands alone.
 */
export function limitedFieldHelp(help: string | null | undefined, max: number): string {
  if (!help) return characterLimitHint(max);
  const saysLimit = new RegExp(`(^|\\D)${max}\\s+characters?\\b`, 'i').test(help);
  return saysLimit ? help : `${help} ${characterLimitHint(max)}`;
}

const characters = (n: number) => `${n} ${n === 1 ? 'character' : 'characters'}`;

export interface CharacterCounter {
  /** "12 characters left", or past the limit "12 characters too many". */
  label: string;
  /** Past the limit: the counter turns red and saving is refused. */
  over: boolean;
}

export function characterCounter(count: number, max: number): CharacterCounter {
  const left = max - count;
  return left >= 0 ? { label: `${characters(left)} left`, over: false } : { label: `${characters(-left)} too many`, over: true };
}
