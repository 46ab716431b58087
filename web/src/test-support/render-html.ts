/**
 * Unit tests render components to HTML in Node (no DOM): enough to check what
 * the spec says a screen shows. Interaction and axe run in the story tests.
 */
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { theme } from '../theme/theme';

export function renderHtml(element: ReactElement, options: { queryClient?: QueryClient; path?: string } = {}): string {
  const queryClient = options.queryClient ?? new QueryClient();
  return renderToStaticMarkup(
    createElement(
      ThemeProvider,
      { theme },
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(MemoryRouter, { initialEntries: [options.path ?? '/'] }, element),
      ),
    ),
  );
}

/** The visible text of some HTML, whitespace collapsed (emotion's <style> tags removed). */
export function textOf(html: string): string {
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
