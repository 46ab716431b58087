// C0 controls and DEL: never legitimate in a path, and the raw material of header
// injection and of browsers' URL-parsing quirks (tabs and newlines are dropped).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);
