import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hermeticFontEnvironment } from './hermetic-fonts';

/**
 * The story tests' Chromium draws with the project's fonts alone. The machine
 * has more: `setup:test` installs Debian's fonts-roboto (which brings "Roboto
 * Condensed"), and a developer machine has Liberation, Noto and the like. Asked
 * for a family only the system has, the hermetic browser must fall back to the
 * shipped DejaVu; the arrow Roboto lacks must come from DejaVu too.
 */
const PAGE = `<p id="system-only" style="font-family: 'Roboto Condensed', 'Liberation Sans', 'Noto Sans Mono', monospace">a → b</p>
<p id="generic" style="font-family: sans-serif">a ← b</p>`;

async function fontsUsed(browser: Browser, selector: string): Promise<string[]> {
  const page = await browser.newPage();
  await page.setContent(PAGE);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await page.close();
  return fonts.map((font) => font.familyName);
}

const launch = (env?: Record<string, string>) =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'], ...(env ? { env: { ...process.env, ...env } } : {}) });

describe('the story tests’ fonts', () => {
  let hermetic: Browser;
  let system: Browser;
  beforeAll(async () => {
    [hermetic, system] = await Promise.all([launch(hermeticFontEnvironment()), launch()]);
  }, 30_000);
  afterAll(async () => {
    await Promise.all([hermetic?.close(), system?.close()]);
  });

  it('the machine itself has a font the project does not ship (the test can tell them apart)', async () => {
    expect(await fontsUsed(system, '#system-only')).not.toEqual(['DejaVu Sans Mono']);
  });

  it('a family only the system has is not seen: the shipped DejaVu draws instead', async () => {
    expect(await fontsUsed(hermetic, '#system-only')).toEqual(['DejaVu Sans Mono']);
  });

  it('the generic families are bound to the shipped fonts', async () => {
    expect(await fontsUsed(hermetic, '#generic')).toEqual(['DejaVu Sans']);
  });
});
