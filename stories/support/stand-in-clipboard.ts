/**
 * A stand-in clipboard for a story (its `beforeEach`), so Copy can be checked
 * without the browser's permission prompt: what is written lands in `written`.
 * Returns the clean-up that puts the browser's own clipboard back.
 */
export function standInClipboard(written: string[]): () => void {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void written.push(text) },
  });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  };
}
