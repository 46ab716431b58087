import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { handlersFor } from '../../../fixtures/msw';
import { expectScreenshot } from '../../support/screenshot';
import { companyLoaded, companyPath, desktop, mobile, pageParameters, renderAt } from './company-story-support';
import { CompanyPage } from '../../../web/src/features/company/CompanyPage';

/**
 * The add-on workspace at /addons/{slug}/company (spec §2 company row) as a
 * partner and as a platform admin, on a desktop and on a 390 px phone.
 */
const meta = {
  subcomponents: { CompanyPage },
  title: 'Features/Company/Company page',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const sections = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('region')
    .map((region) => region.getAttribute('aria-labelledby') && document.getElementById(region.getAttribute('aria-labelledby')!)?.textContent);

/** A partner: Company Information and Company Users; the Company tab is current. */
export const Partner: Story = {
  render: renderAt(companyPath('acme-postgres')),
  parameters: { msw: { handlers: handlersFor('partner') } },
  play: async ({ canvas, canvasElement }) => {
    const navigation = await canvas.findByRole('navigation', { name: 'Add-on sections' });
    await expect(within(navigation).getByRole('link', { name: 'Company' })).toHaveAttribute('aria-current', 'page');
    await companyLoaded(canvasElement);
    await expect(sections(canvasElement)).toEqual(['Company Information', 'Company Users', 'Invitations', 'Personal API tokens']);
    await expectScreenshot(canvasElement);
  },
};

/** A platform admin also sees Supplier Information, between the two. */
export const Admin: Story = {
  render: renderAt(companyPath('acme-postgres')),
  parameters: { msw: { handlers: handlersFor('admin') } },
  play: async ({ canvas, canvasElement }) => {
    await companyLoaded(canvasElement);
    await canvas.findByText('V-100482');
    await expect(sections(canvasElement)).toEqual(['Company Information', 'Supplier Information', 'Company Users', 'Invitations', 'Personal API tokens']);
    await expectScreenshot(canvasElement);
  },
};

/** On a 390 px phone: labels above values, the users table fits without scrolling sideways. */
export const PartnerOnAPhone: Story = {
  render: renderAt(companyPath('acme-postgres')),
  parameters: { msw: { handlers: handlersFor('partner') } },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await companyLoaded(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expectScreenshot(canvasElement);
  },
};

/** The company cannot be loaded: the section says so with the server's message and Try again; the rest still works. */
export const CompanyFails: Story = {
  render: renderAt(companyPath('acme-postgres')),
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v3/companies/:id', () => HttpResponse.json({ id: 'internal_error', message: 'The partner API is down.' }, { status: 500 })),
        ...handlersFor('partner'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const info = await within(canvasElement).findByRole('region', { name: 'Company Information' });
    await expect(await within(info).findByText(/The partner API is down/)).toBeVisible();
    await expect(within(info).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(await within(canvasElement).findByRole('table', { name: 'Company users' })).toBeVisible();
  },
};
