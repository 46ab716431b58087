/**
 * UI flags (spec §2: "Supported Generations (only when a UI flag is on)"). The
 * BFF writes them into index.html from its UI_FLAGS setting, so switching one
 * needs a restart, not a rebuild.
 */
export type UiFlag = 'supported-generations';

export function readUiFlags(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): ReadonlySet<UiFlag> {
  const content = doc?.querySelector<HTMLMetaElement>('meta[name="portal-ui-flags"]')?.content ?? '';
  return new Set(
    content
      .split(',')
      .map((flag) => flag.trim())
      .filter((flag): flag is UiFlag => flag === 'supported-generations'),
  );
}
