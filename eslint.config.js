// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = (() => {
  try {
    return readdirSync('web/src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

/**
 * The import rules of design.md §2, as lint zones: `target` may not import `from`.
 */
const zones = [
  { target: './bff', from: ['./web', './fixtures', './stories', './tests', './scripts'], message: 'bff/ imports nothing from web/fixtures.' },
  { target: './web', from: ['./bff', './fixtures', './stories', './tests', './scripts'], message: 'web/ stands alone.' },
  { target: './fixtures', from: ['./bff', './stories', './tests', './scripts', './web'], except: ['./src/api', './src/domain'], message: 'fixtures/ may import only the contract (web/src/api) and the rules (web/src/domain), so the sandbox enforces the same rules as the UI.' },
  { target: './stories', from: ['./bff', './tests', './scripts'], message: 'stories/ may import web and fixtures only.' },
  {
    target: ['./web/src/api', './web/src/domain', './web/src/components', './web/src/theme'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared layers never import features or the app shell (shared → features → app).',
  },
  {
    target: './web/src/api',
    from: './web/src/domain',
    message: 'api/ is the contract and never imports domain/: rules depend on the contract, not the other way round.',
  },
  { target: './web/src/features', from: './web/src/app', message: 'Features never import the app shell; compose them in app/.' },
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature; compose them in web/src/app.',
  })),
].map(({ from, ...zone }) => ({ ...zone, from }));

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'stories/public/**', 'test-results/**', 'playwright-report/**', 'storybook-static/**', '**/__screenshots__/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/src/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', '@mui/*'], message: 'domain/ is pure business rules: no React, no UI.' },
            {
              group: ['**/api', '**/api/**'],
              allowTypeImports: true,
              message: 'domain/ takes only types from api/ (`import type`); pass contract limits in as arguments.',
            },
          ],
        },
      ],
    },
  },
  {
    // The route tree and the registries are in the entry chunk: a screen imported
    // statically there would load with every page.
    files: ['web/src/app/routes.tsx', 'web/src/app/workspace-sections.tsx', 'web/src/app/admin-screens.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**'],
              allowTypeImports: true,
              message: 'Screens load lazily: import them with import() in the entry’s `lazy`, so each is its own chunk.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['web/**/*.tsx', 'stories/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['scripts/**', 'tests/**', 'fixtures/scripts/**', 'bff/server.ts'],
    rules: { 'no-console': 'off' },
  },
);
