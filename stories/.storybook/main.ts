import react from '@vitejs/plugin-react';
import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/**
 * The component gallery (design.md §2/§5). Its Vite root is `stories/` (the
 * folder above this one), so nothing of `web/vite.config.ts` is loaded: no
 * `html.cspNonce` placeholder, no dev-server proxy, no `dist/web` outDir.
 *
 * The built gallery is served by the BFF under `/ui-components/`, a sub-path:
 * Storybook's Vite builder emits relative asset URLs (`base: './'`), and the MSW
 * worker is registered relative to the page (see preview.tsx).
 */

/**
 * Packages the stories import by deep path. Pre-bundled up front so Vite does
 * not discover them mid-run and reload the page under a running story test.
 */
const preBundled = [
  '@mui/material',
  '@mui/material/*',
  '@mui/material/styles',
  '@mui/icons-material/*',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  '@tanstack/react-query',
  'notistack',
  'react-router',
  'react-router/dom',
  'react-dom/client',
  'zod',
  'camelcase-keys',
  'decamelize-keys',
  'msw',
  'msw/browser',
  'msw-storybook-addon',
  // The 10 000-record stories seed with faker; found late, it would reload Vite mid-test.
  '@faker-js/faker',
];

function hasPlugin(plugins: readonly PluginOption[], names: readonly string[]): boolean {
  return plugins.some((plugin) =>
    Array.isArray(plugin)
      ? hasPlugin(plugin, names)
      : typeof plugin === 'object' && plugin !== null && 'name' in plugin && names.includes(plugin.name),
  );
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../**/*.mdx', '../**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(viteConfig) {
    const plugins = [...(viteConfig.plugins ?? [])];
    // Fast refresh and the same JSX transform as the SPA.
    if (!hasPlugin(plugins, ['vite:react-babel', 'vite:react-refresh'])) plugins.push(react());
    return {
      ...viteConfig,
      plugins,
      // Relative asset URLs: the build works under any sub-path (/ui-components/).
      base: './',
      // Never the SPA's CSP-nonce placeholder: the BFF does not rewrite the gallery.
      html: { ...viteConfig.html, cspNonce: undefined },
      // The gallery bundles MUI, axe and the docs blocks: large chunks are expected.
      build: { ...viteConfig.build, chunkSizeWarningLimit: 2_000 },
      optimizeDeps: {
        ...viteConfig.optimizeDeps,
        include: [...(viteConfig.optimizeDeps?.include ?? []), ...preBundled],
      },
    };
  },
};

export default config;
