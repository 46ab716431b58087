/**
 * The script index.html runs before the first paint (issue 25 item 4: no flash
 * of the wrong scheme): MUI's own InitColorSchemeScript, rendered once at build
 * time (vite.config.ts) with the same options as the app's ThemeProvider — the
 * `data` selector (`data-light` / `data-dark` on <html>), MUI's default
 * localStorage keys, and 'system' when nothing was chosen. Build-time only:
 * nothing in the SPA imports this file.
 */
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export function colorSchemeInitScript(): string {
  const markup = renderToStaticMarkup(createElement(InitColorSchemeScript, { attribute: 'data', defaultMode: 'system' }));
  const body = /^<script[^>]*>([\s\S]*)<\/script>$/.exec(markup)?.[1];
  if (!body) throw new Error(`InitColorSchemeScript rendered something other than one <script>: ${markup.slice(0, 80)}`);
  return body;
}
