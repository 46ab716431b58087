import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companies } from '../../../fixtures/data';
import { expectScreenshot } from '../../support/screenshot';
import { body, companyLoaded, companyPath, desktop, facts, overlaysClosed, pageParameters, renderAt, storyBackend } from './company-story-support';
import { CompanyInformation } from '../../../web/src/features/company/CompanyInformation';
import { CompanyInformationPanel } from '../../../web/src/features/company/CompanyInformationPanel';

/**
 * Company Information (spec §2 company row, §5 company form): the general
 * information, read-only, and its panel (general-information/edit) with the
 * required contacts, the optional address and the country list.
 */
const meta = {
  subcomponents: { CompanyInformation, CompanyInformationPanel },
  title: 'Features/Company/Company information',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function section(canvasElement: HTMLElement) {
  const found = await within(canvasElement).findByRole('region', { name: 'Company Information' });
  await within(found).findByText('Acme Data');
  return found;
}

async function panel(canvasElement: HTMLElement) {
  await body(canvasElement).findByRole('textbox', { name: /^Legal Entity Name/ });
  return body(canvasElement).getByRole('dialog', { name: 'Edit Company Information' });
}

const view = storyBackend('partner');

/** Acme Data: every fact, e-mails as links, the address with its map link, and Edit. */
export const View: Story = {
  render: renderAt(companyPath('acme-postgres')),
  parameters: { msw: { handlers: view.handlers } },
  beforeEach: view.reset,
  play: async ({ canvasElement }) => {
    const info = await section(canvasElement);
    await expect(facts(info)).toEqual({
      'Legal Entity Name': 'Acme Data',
      'Primary Technical Contact Full Name': 'Priya Raman',
      'Primary Technical Contact Email': 'partner@acme.test',
      'Primary Billing Contact Full Name': 'Daniel Okafor',
      'Primary Billing Contact Email': 'billing@acme.test',
      'Primary Billing Contact Telephone Number': '+1 415 555 0134',
      Address: '500 Howard StreetSuite 300San Francisco, CA 94105United StatesOpen in Google Maps (opens in a new tab)',
    });
    await expect(within(info).getByRole('link', { name: 'billing@acme.test' })).toHaveAttribute('href', 'mailto:billing@acme.test');
    await expect(within(info).getByRole('link', { name: 'Edit company information' })).toHaveAttribute(
      'href',
      companyPath('acme-postgres', '/general-information/edit'),
    );
  },
};

const missing = storyBackend('partner', {
  seed: (store) => {
    const acme = store.recordsOf(companies).find((company) => company.id === 'acme-data')!;
    Object.assign(acme, { phone: null, billing_full_name: null, billing_email: null, addr1: null, addr2: null, city: null, state: null, zip: null, country: null });
  },
});

/** A company that has filled in only the essentials: each missing fact says "Not set". */
export const MissingValues: Story = {
  render: renderAt(companyPath('acme-postgres')),
  parameters: { msw: { handlers: missing.handlers } },
  beforeEach: missing.reset,
  play: async ({ canvasElement }) => {
    const info = await section(canvasElement);
    await expect(facts(info)).toMatchObject({
      'Primary Billing Contact Full Name': 'Not set',
      'Primary Billing Contact Email': 'Not set',
      'Primary Billing Contact Telephone Number': 'Not set',
      Address: 'Not set',
    });
    await companyLoaded(canvasElement);
    await expectScreenshot(info);
  },
};

const edit = storyBackend('partner');

/** The form opens with the company; a changed name and country are sent alone, flashed, and shown. */
export const EditSendsOnlyWhatChanged: Story = {
  render: renderAt(companyPath('acme-postgres', '/general-information/edit')),
  parameters: { msw: { handlers: edit.handlers } },
  beforeEach: edit.reset,
  play: async ({ canvasElement }) => {
    const form = await panel(canvasElement);
    const country = within(form).getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveValue('United States');
    await expect(within(country).getAllByRole('option')[0]).toHaveTextContent('Select');
    await expect(within(form).getByRole('textbox', { name: /^Street 1/ })).not.toBeRequired();
    await expect(within(form).getByRole('textbox', { name: /^Primary Billing Contact Telephone Number/ })).toBeRequired();

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await within(form).findByText('Nothing has changed, so there is nothing to save.')).toBeVisible();
    await expect(edit.calls).toHaveLength(0);

    const name = within(form).getByRole('textbox', { name: /^Legal Entity Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Data Inc.');
    await userEvent.selectOptions(country, 'Canada');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Company details updated.')).toBeVisible();
    await overlaysClosed(canvasElement);
    await expect(edit.writes('PATCH', '/api/v3/companies/acme-data').map((call) => call.body)).toEqual([
      { name: 'Acme Data Inc.', country: 'Canada' },
    ]);
    const info = within(canvasElement).getByRole('region', { name: 'Company Information' });
    await waitFor(() => expect(facts(info)['Legal Entity Name']).toBe('Acme Data Inc.'));
    await expect(facts(info).Address).toContain('Canada');
  },
};

const blank = storyBackend('partner');

/**
 * Emptied required fields are stopped in the browser, each on its field in a
 * sentence naming it; focus goes to the first (Legal Entity Name), not to
 * the billing fields further down; nothing is sent.
 */
export const RequiredFieldsStoppedInTheBrowser: Story = {
  render: renderAt(companyPath('acme-postgres', '/general-information/edit')),
  parameters: { msw: { handlers: blank.handlers } },
  beforeEach: blank.reset,
  play: async ({ canvasElement }) => {
    const form = await panel(canvasElement);
    const name = within(form).getByRole('textbox', { name: /^Legal Entity Name/ });
    const phone = within(form).getByRole('textbox', { name: /^Primary Billing Contact Telephone Number/ });
    const email = within(form).getByRole('textbox', { name: /^Primary Technical Contact Email/ });
    await userEvent.clear(name);
    await userEvent.clear(phone);
    await userEvent.clear(email);
    await userEvent.type(email, 'priya-at-acme');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/^Legal Entity Name can't be blank\./));
    await expect(phone).toHaveAccessibleDescription(/^Primary Billing Contact Telephone Number can't be blank\./);
    await expect(email).toHaveAccessibleDescription(/^Primary Technical Contact Email must be an e-mail address\./);
    await waitFor(() => expect(name).toHaveFocus());
    await expect(email).toHaveValue('priya-at-acme');
    await expect(blank.calls).toHaveLength(0);
    await expectScreenshot(form);
  },
};

const refused = storyBackend('partner', {
  overrides: [
    http.patch('/api/v3/companies/:id', () => HttpResponse.json({ errors: { billing_email: ['is on a blocked domain'] } }, { status: 422 })),
  ],
});

/** The server refuses the billing e-mail (422): its message is on that field, the typing kept, the panel open. */
export const RefusedByTheServer: Story = {
  render: renderAt(companyPath('acme-postgres', '/general-information/edit')),
  parameters: { msw: { handlers: refused.handlers } },
  beforeEach: refused.reset,
  play: async ({ canvasElement }) => {
    const form = await panel(canvasElement);
    const billing = within(form).getByRole('textbox', { name: /^Primary Billing Contact Email/ });
    const city = within(form).getByRole('textbox', { name: /^City/ });
    await userEvent.clear(billing);
    await userEvent.type(billing, 'billing@acme.example');
    await userEvent.clear(city);
    await userEvent.type(city, 'Oakland');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(billing).toHaveAccessibleDescription(/^Primary Billing Contact Email is on a blocked domain\./));
    await waitFor(() => expect(billing).toHaveFocus());
    await expect(billing).toHaveAttribute('aria-invalid', 'true');
    await expect(billing).toHaveValue('billing@acme.example');
    await expect(city).toHaveValue('Oakland');
    await expect(city).toHaveAttribute('aria-invalid', 'false');
    await expect(body(canvasElement).getByRole('dialog', { name: 'Edit Company Information' })).toBeVisible();
    await expect(body(canvasElement).queryByText('Company details updated.')).toBeNull();
    await expect(refused.writes('PATCH', '/api/v3/companies/acme-data').map((call) => call.body)).toEqual([
      { billing_email: 'billing@acme.example', city: 'Oakland' },
    ]);
  },
};
