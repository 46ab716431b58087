import type { ComponentType } from 'react';
import { lazyNamed, type PreloadableComponent } from '../../components/lazy-named';
import { integrationTabAt, integrationTabs } from './integration-tabs';

/**
 * Each integration tab's screen as a lazy component, made once (a new one per
 * render would remount the screen), in a module of its own so the section's
 * route can load the opened tab's screen before the page renders
 * (`preloadIntegrationScreen`) and IntegrationPage renders that same component.
 */
export const integrationScreens: ReadonlyMap<string, PreloadableComponent<ComponentType>> = new Map(
  integrationTabs.map((tab) => [tab.path, lazyNamed(async () => ({ Screen: await tab.lazy() }), 'Screen')]),
);

/**
 * Loads the screen of the tab an address under the section opens (`rest`:
 * what follows `integration/`), so its first render shows it at once: a
 * screen still loading when the section renders suspends, and React holds the
 * revealed tab back up to 300 ms after its fallback showed (lazy-named.ts).
 */
export async function preloadIntegrationScreen(rest: string): Promise<void> {
  const tab = integrationTabAt(rest);
  await (tab ? integrationScreens.get(tab.path)?.preload() : undefined);
}
