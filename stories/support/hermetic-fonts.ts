/**
 * The story tests' Chromium sees only fonts the project ships (issue 31, "the
 * same result on any machine"). The app's text is the bundled Roboto web font,
 * but Roboto has no glyph for some characters the screens use (→, ←, ✓…), and
 * `monospace` and the generic fallbacks resolve through fontconfig to whatever
 * the machine has installed: a developer machine with Liberation, Noto Mono,
 * URW base35 or Droid fallback drew other arrows than the references, and 57
 * screenshots failed there.
 *
 * So the browser gets a fontconfig of its own (FONTCONFIG_FILE) whose only font
 * folder is the DejaVu family from the `dejavu-fonts-ttf` package (a pinned
 * devDependency), with the generic families bound to it. System fonts, and any
 * user's ~/.fonts, are not read. Node-side only: vitest.config.ts calls this.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SHIPPED_FONTS = fileURLToPath(new URL('../../node_modules/dejavu-fonts-ttf/ttf', import.meta.url));

const GENERIC_FAMILIES = { 'sans-serif': 'DejaVu Sans', serif: 'DejaVu Serif', monospace: 'DejaVu Sans Mono' } as const;

export function fontconfigLimitedToShippedFonts(): string {
  const aliases = Object.entries(GENERIC_FAMILIES)
    .map(([generic, family]) => `  <alias binding="same"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`)
    .join('\n');
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${SHIPPED_FONTS}</dir>
  <cachedir>${join(tmpdir(), 'partner-portal-fontconfig-cache')}</cachedir>
${aliases}
  <!-- How glyphs are drawn, stated rather than inherited (Debian's defaults: a
       machine's or user's own fontconfig could choose other hinting). -->
  <match target="pattern">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="autohint" mode="assign"><bool>false</bool></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>
  </match>
</fontconfig>
`;
}

/** Writes the configuration once per process; returns the environment for the browser. */
export function hermeticFontEnvironment(): Record<string, string> {
  const folder = join(tmpdir(), 'partner-portal-fonts');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'fonts.conf');
  writeFileSync(file, fontconfigLimitedToShippedFonts());
  return { FONTCONFIG_FILE: file };
}
