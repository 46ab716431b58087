import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createMemoryRouter, MemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from '../../web/src/app/routes';

/**
 * For components that link with React Router (cards, the shell): a memory
 * router, so links render and clicks stay inside the story.
 */
export function withMemoryRouter(initialPath = '/addons'): Decorator {
  function MemoryRouterDecorator(Story: Parameters<Decorator>[0]) {
    return (
      <MemoryRouter initialEntries={[initialPath]}>
        <Story />
      </MemoryRouter>
    );
  }
  return MemoryRouterDecorator;
}

export interface AppRouteProps {
  /** The URL the app opens at, e.g. `/addons`. */
  path: string;
}

/**
 * The whole SPA at `path`: the real route tree (`web/src/app/routes`) in a
 * memory router, inside the providers the preview decorator supplies. Data
 * comes from the story's MSW handlers, exactly as the SPA would fetch it.
 */
export function AppRoute({ path }: AppRouteProps) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}
