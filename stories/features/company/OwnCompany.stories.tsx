import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OwnCompanyPage } from '../../../web/src/features/company/CompanyPage';
import { expectScreenshot } from '../../support/screenshot';
import { body, companyLoaded, desktop, mobile, overlaysClosed, pageParameters, renderAt, storyBackend } from './company-story-support';

/**
 * `/company` (issue 31 item 5): a new partner with no add-on (Solo Labs)
 * reaches their company's information and users — the same company screen
 * as an add-on's Company tab, at an address of its own, reached from the
 * empty add-ons page.
 */
const meta = {
  subcomponents: { OwnCompanyPage },
  title: 'Features/Company/Own company',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const solo = storyBackend('solo');

/** From the empty add-ons page to the company: its information and users, with the panels under /company. */
export const NoAddonsYet: Story = {
  render: renderAt('/addons'),
  parameters: { msw: { handlers: solo.handlers } },
  beforeEach: solo.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: "Your company's information and users" }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Solo Labs' })).toBeVisible();
    await companyLoaded(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Company Users' })).toHaveTextContent('owner@solo.test');
    await expect(canvas.getByRole('link', { name: /Add Company User/ })).toHaveAttribute('href', '/company/company-users/new');
    await expectScreenshot(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: /Add Company User/ }));
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Add Company User' });
    await userEvent.keyboard('{Escape}');
    await overlaysClosed(canvasElement);
    await expect(panel).not.toBeInTheDocument();
  },
};

const phone = storyBackend('solo');

/** The same at 390 px. */
export const OnAPhone: Story = {
  render: renderAt('/company'),
  parameters: { msw: { handlers: phone.handlers } },
  beforeEach: phone.reset,
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Solo Labs' })).toBeVisible();
    await companyLoaded(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

const admin = storyBackend('admin');

/** A platform admin who opens /company: no company of their own, and the way on to every company's addresses and users. */
export const PlatformAdmin: Story = {
  render: renderAt('/company'),
  parameters: { msw: { handlers: admin.handlers } },
  beforeEach: admin.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Platform administrators have no company of their own' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Company addresses' })).toHaveAttribute('href', '/admin/addresses');
    await expect(canvas.getByRole('link', { name: 'Company users' })).toHaveAttribute('href', '/admin/users');
    await expectScreenshot(canvasElement);
  },
};
