/**
 * One voice for validation messages (issue 21 item 10): every message a user
 * reads about a field is a complete sentence that names the field as the form
 * labels it. The rules (field-rules.ts) and the server keep Rails-style
 * fragments ("can't be blank") — the wire's vocabulary, held to the same
 * verdicts by the parity tests — and they become sentences here, in the one
 * place both client (Yup) and server (422) messages pass on their way to the
 * screen: the field that shows them, and the flash for a field no form shows.
 */

/** 'display_name', 'displayName' → 'Display name'; '' for `base` (the record as a whole). */
export function humanFieldName(field: string): string {
  if (field === 'base') return '';
  const words = field
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const endsAsSentence = (text: string) => /[.!?…]$/.test(text);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A field's message as a sentence: a fragment gets the field's name in front
 * ("can't be blank" → "Name can't be blank."); a message that is already a
 * sentence (it starts with a capital: "Price cannot be the same.") is kept,
 * only given its full stop. Several fragments of one field read as one
 * sentence each.
 */
export function fieldSentence(fieldName: string, message: string): string {
  const text = message.trim();
  if (text === '') return '';
  const sentence = /^[A-Z"“‘]/.test(text) || fieldName.trim() === '' ? capitalised(text) : `${fieldName.trim()} ${text}`;
  return endsAsSentence(sentence) ? sentence : `${sentence}.`;
}

/** Several messages of one field, each as a sentence, joined into one description. */
export function fieldSentences(fieldName: string, messages: readonly string[]): string {
  return messages
    .map((message) => fieldSentence(fieldName, message))
    .filter((sentence) => sentence !== '')
    .join(' ');
}
