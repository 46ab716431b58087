import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';
import { darkScheme, lightScheme, type SchemeTokens } from './tokens';

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

function hue(hex: string): number {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

const schemes: [string, SchemeTokens][] = [
  ['light', lightScheme],
  ['dark', darkScheme],
];

describe.each(schemes)('%s scheme tokens (WCAG 2.2 AA)', (_name, tokens) => {
  const filled = ['primary', 'secondary', 'error', 'warning', 'info', 'success', 'stateAlpha', 'stateBeta', 'stateShutdown', 'placeholder'] as const;

  it.each(filled)('%s: contrastText on main is at least 4.5:1', (key) => {
    const { main, contrastText } = tokens[key];
    expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(['default', 'paper'] as const)('body and secondary text on background.%s are at least 4.5:1', (surface) => {
    expect(getContrastRatio(tokens.text.primary, tokens.background[surface])).toBeGreaterThanOrEqual(AA_TEXT);
    expect(getContrastRatio(tokens.text.secondary, tokens.background[surface])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(['default', 'paper'] as const)('links (primary.main) on background.%s are at least 4.5:1', (surface) => {
    expect(getContrastRatio(tokens.primary.main, tokens.background[surface])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(['removed', 'added'] as const)('body text on the %s diff background is at least 4.5:1', (kind) => {
    expect(getContrastRatio(tokens.text.primary, tokens.diff[kind])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('the focus ring stands out from both surfaces (3:1)', () => {
    expect(getContrastRatio(tokens.focusRing, tokens.background.default)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    expect(getContrastRatio(tokens.focusRing, tokens.background.paper)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });

  // Spec §4: "The state tag shows Alpha (orange), Beta (blue), Shutdown (red)".
  it('the Alpha tag is orange', () => {
    const h = hue(tokens.stateAlpha.main);
    expect(h).toBeGreaterThanOrEqual(15);
    expect(h).toBeLessThanOrEqual(45);
  });
  it('the Beta tag is blue', () => {
    const h = hue(tokens.stateBeta.main);
    expect(h).toBeGreaterThanOrEqual(195);
    expect(h).toBeLessThanOrEqual(250);
  });
  it('the Shutdown tag is red', () => {
    const h = hue(tokens.stateShutdown.main);
    expect(h < 12 || h > 345).toBe(true);
  });
});

describe('createAppTheme', () => {
  const theme = createAppTheme();

  it('builds light and dark schemes from the same tokens', () => {
    expect(theme.colorSchemes.light?.palette.stateAlpha.main).toBe(lightScheme.stateAlpha.main);
    expect(theme.colorSchemes.dark?.palette.stateAlpha.main).toBe(darkScheme.stateAlpha.main);
    expect(theme.colorSchemes.dark?.palette.mode).toBe('dark');
  });

  it('exposes the tokens as CSS variables', () => {
    expect(theme.vars.palette.stateBeta.main).toMatch(/^var\(--mui-palette-stateBeta-main/);
  });
});

describe.each(['light', 'dark'] as const)('alerts and flash messages in the %s scheme', (scheme) => {
  const alert = (createAppTheme().colorSchemes[scheme]?.palette as unknown as { Alert: Record<string, string> }).Alert;
  /** `var(--mui-palette-error-main, #C62828)` → `#C62828` */
  const resolve = (value: string | undefined) => /,\s*(#[0-9a-f]{6})\)$/i.exec(value ?? '')?.[1] ?? value ?? '';

  it.each(['error', 'warning', 'info', 'success'] as const)('%s: banner text and flash text reach 4.5:1', (severity) => {
    expect(getContrastRatio(alert[`${severity}Color`] ?? '', alert[`${severity}StandardBg`] ?? '')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(
      getContrastRatio(alert[`${severity}FilledColor`] ?? '', resolve(alert[`${severity}FilledBg`])),
    ).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
