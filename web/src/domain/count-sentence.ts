/**
 * "1 company with a beta or GA add-on", "2,140 users at those companies": a
 * count with its noun in the right number and thousands separated, for the
 * admin index's live counts.
 */
export function countSentence(count: number, one: string, many: string, rest = ''): string {
  const noun = count === 1 ? one : many;
  return [count.toLocaleString('en-US'), noun, rest].filter(Boolean).join(' ');
}
