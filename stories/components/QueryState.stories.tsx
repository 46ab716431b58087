import { useQuery } from '@tanstack/react-query';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '../../web/src/api/errors';
import { QueryState } from '../../web/src/components/QueryState';
import { expectScreenshot } from '../support/screenshot';

interface CategoriesDemoProps {
  /** What the query fetches; each story decides how it answers. */
  load: () => Promise<string[]>;
}

/** A section that loads a list, as a screen would write it. */
function CategoriesDemo({ load }: CategoriesDemoProps) {
  // The story shows the error itself; no app-wide flash beside it.
  const categories = useQuery({ queryKey: ['query-state-story'], queryFn: load, meta: { globalErrorHandling: false } });
  return (
    <QueryState query={categories} loadingLabel="Loading categories…" loadingMinHeight={120}>
      {(list) => (
        <ul aria-label="Categories">
          {list.map((category) => (
            <li key={category}>{category}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/**
 * A query's three faces, the same on every screen: a named spinner while it
 * loads, the error state with the server's message and Try again when it
 * fails (spec §8), then the screen's own view of the data.
 */
const meta = {
  title: 'Components/QueryState',
  component: CategoriesDemo,
  subcomponents: { QueryState },
  args: { load: fn(async () => ['Data Stores', 'Monitoring', 'Search']) },
} satisfies Meta<typeof CategoriesDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: only the data, no spinner or alert left behind. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Categories' });
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Data Stores', 'Monitoring', 'Search']);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Still loading: a polite status naming what loads, with room kept for the content. */
export const Loading: Story = {
  args: { load: fn(() => new Promise<string[]>(() => undefined)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Loading categories…' })).toBeVisible();
    await expect(canvas.getByRole('status').getBoundingClientRect().height).toBeGreaterThanOrEqual(120);
  },
};

let attempts = 0;

/** It fails with the server's message; Try again asks again, and the data replaces the error. */
export const FailsThenRetries: Story = {
  args: {
    load: fn(async () => {
      attempts += 1;
      if (attempts === 1) throw new ApiError({ status: 503, detail: 'The category service is restarting.' });
      return ['Data Stores', 'Monitoring', 'Search'];
    }),
  },
  beforeEach: () => {
    attempts = 0;
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The backend responded with an error');
    await expect(alert).toHaveTextContent('The category service is restarting.');
    await expectScreenshot(canvasElement);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Categories' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(args.load).toHaveBeenCalledTimes(2);
  },
};

/** A failure without a message of its own (a network error): the catalogue's last resort. */
export const FailsWithoutAMessage: Story = {
  args: {
    load: fn(async () => {
      throw new ApiError({ status: 0, id: 'network_error' });
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unknown error. Please try again or contact support.');
  },
};
