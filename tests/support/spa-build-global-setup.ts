import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    spaBuildRoot: string;
  }
}

/**
 * One folder per test run for the SPA's production build that the build tests
 * share (tests/support/built-spa.ts): made empty here, filled by the first test
 * file that asks, removed at the end. Building here instead would cost every
 * run of any bff file a build; building per file cost each run three.
 */
export default function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-spa-build-'));
  project.provide('spaBuildRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}
