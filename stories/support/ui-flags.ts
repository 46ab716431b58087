/**
 * Turns UI flags on for one story, as the BFF would by writing them into
 * index.html (see web/src/app/ui-flags.ts). Use as a story `beforeEach`.
 */
export function withUiFlags(...flags: string[]): () => () => void {
  return () => {
    const meta = document.createElement('meta');
    meta.name = 'portal-ui-flags';
    meta.content = flags.join(',');
    document.head.append(meta);
    return () => meta.remove();
  };
}
