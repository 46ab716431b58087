import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { NextStepsPage } from '../../../web/src/features/next-steps/NextStepsPage';
import { desktop, nextStepsPath, pageParameters, renderAt, storyBackend } from './next-steps-story-support';

/**
 * A requirement's link comes from the partner API (issue 22): a path on this
 * site stays in the app, an https address opens in a new tab, and a link that
 * would leave the site in the same tab, or run script, is not made at all.
 */
const meta = {
  component: NextStepsPage,
  title: 'Features/Next steps/Requirement links',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta<typeof NextStepsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = [
  ['Listing', '/addons/acme-insights/marketplace-listing'],
  ['Protocol-relative', '//evil.example/phish'],
  ['Backslash', '/\\evil.example/phish'],
  ['Script', 'javascript:alert(document.domain)'],
  ['Plain http', 'http://evil.example/phish'],
  ['Docs', 'https://devcenter.example/articles/add-on-partner-guide'],
] as const;

const hostile = storyBackend('partner', {
  overrides: [
    http.get('/api/v3/addons/:slug/beta_requirements/business_approval_requirements', () =>
      HttpResponse.json({ completed: false, items: items.map(([name, url]) => ({ name, completed: false, message: `${name} is to do.`, url })) }),
    ),
  ],
});

export const HostileLinks: Story = {
  render: renderAt(nextStepsPath('acme-insights')),
  parameters: { msw: { handlers: hostile.handlers } },
  beforeEach: hostile.reset,
  play: async ({ canvasElement }) => {
    const business = await within(canvasElement).findByRole('region', { name: '1. Business approval' });
    await within(business).findByText('Listing is to do.');
    const links = within(business).getAllByRole('link', { hidden: true });
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Go to listing', '/addons/acme-insights/marketplace-listing'],
      ['Open docs (opens in a new tab)', 'https://devcenter.example/articles/add-on-partner-guide'],
    ]);
    // The refused ones still say what is to do, without a way off the site.
    await expect(within(business).getByText('Protocol-relative is to do.', { exact: true })).toBeInTheDocument();
  },
};
