/**
 * The floor a screen's LCP is judged against (issue 24): the same content as
 * a static page, served by the same BFF in the same run. Once the SPA has drawn
 * a screen, its DOM (scripts removed) and every style rule it applied (emotion
 * inserts rules through the CSSOM, so they are read from there, not from
 * <style> text) are written as an HTML file and a stylesheet into the folder
 * the BFF serves. The stylesheet is a file because the CSP refuses inline
 * styles without the page's nonce.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';

const FOLDER = 'lcp-static';

/** Saves what `page` shows as a static page under `staticDir`; answers its path on the portal. */
export async function saveStaticTwin(page: Page, staticDir: string, name: string): Promise<string> {
  const slug = name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();
  const { html, css } = await page.evaluate(() => {
    const rules: string[] = [];
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        for (const rule of Array.from(sheet.cssRules)) rules.push(rule.cssText);
      } catch {
        // A sheet from another origin cannot be read; the portal has none.
      }
    }
    const root = document.documentElement.cloneNode(true) as HTMLElement;
    for (const element of Array.from(root.querySelectorAll('script, style, link[rel="stylesheet"], link[rel="modulepreload"], meta[property="csp-nonce"]'))) element.remove();
    return { html: root.outerHTML, css: rules.join('\n') };
  });
  mkdirSync(path.join(staticDir, FOLDER), { recursive: true });
  writeFileSync(path.join(staticDir, FOLDER, `${slug}.css`), css);
  const pageHtml = html.replace('<head>', `<head><link rel="stylesheet" href="/${FOLDER}/${slug}.css">`);
  writeFileSync(path.join(staticDir, FOLDER, `${slug}.html`), `<!doctype html>\n${pageHtml}`);
  return `/${FOLDER}/${slug}.html`;
}
