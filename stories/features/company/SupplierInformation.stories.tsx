import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { removeSupplierInformation } from '../../../fixtures/msw';
import { expectScreenshot } from '../../support/screenshot';
import { body, companyLoaded, companyPath, desktop, facts, mobile, overlaysClosed, pageParameters, renderAt, storyBackend } from './company-story-support';
import { SupplierInformation } from '../../../web/src/features/company/SupplierInformation';
import { EditSupplierPanel, NewSupplierPanel } from '../../../web/src/features/company/SupplierPanel';
import { SupplierCompanyLine, SupplierLinkRefused } from '../../../web/src/features/company/SupplierCompany';

/**
 * Supplier Information (spec §2, §6: platform admins alone see, add and edit
 * it; non-admins opening its panels are sent to the company page), with its
 * required Vendor ID, Paysite ID and Paysite Name (spec §5).
 */
const meta = {
  subcomponents: { SupplierInformation, NewSupplierPanel, EditSupplierPanel, SupplierCompanyLine, SupplierLinkRefused },
  title: 'Features/Company/Supplier information',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const REGION = 'Supplier Information';

async function supplierPanel(canvasElement: HTMLElement, name: 'Add Supplier Information' | 'Edit Supplier Information') {
  await body(canvasElement).findByRole('textbox', { name: /^Vendor ID/ });
  return body(canvasElement).getByRole('dialog', { name });
}

/** Waits, with a panel open (the page behind it hidden from the accessibility tree), until nothing is loading any more. */
async function panelSettled(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('region', { name: 'Company Users', hidden: true });
  await waitFor(() => expect(body(canvasElement).queryAllByText(/^Loading /)).toHaveLength(0));
}

const view = storyBackend('admin');

/** The admin sees Acme Data's record and Edit. */
export const AdminView: Story = {
  render: renderAt(companyPath('acme-postgres')),
  parameters: { msw: { handlers: view.handlers } },
  beforeEach: view.reset,
  play: async ({ canvasElement }) => {
    // The section is drawn anew once the company names its record, so find it after that.
    await within(canvasElement).findByText('V-100482');
    const section = within(canvasElement).getByRole('region', { name: REGION });
    await expect(facts(section)).toEqual({
      'Vendor ID': 'V-100482',
      'Paysite ID': 'PS-0019',
      'Paysite Name': 'ACME DATA INC - SAN FRANCISCO',
      'Last updated': 'May 20th, 2024',
    });
    await expect(within(section).getByRole('link', { name: 'Edit supplier information' })).toHaveAttribute(
      'href',
      companyPath('acme-postgres', '/supplier-information/sv-acme-data/edit'),
    );
  },
};

const empty = storyBackend('admin', { seed: (store) => removeSupplierInformation(store, 'acme-data') });

/** No record yet: an empty state whose one link opens supplier-information/new with the company's id. */
export const AdminEmpty: Story = {
  render: renderAt(companyPath('acme-postgres')),
  parameters: { msw: { handlers: empty.handlers } },
  beforeEach: empty.reset,
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: REGION });
    await expect(await within(section).findByRole('heading', { level: 3, name: 'No supplier information yet' })).toBeVisible();
    const add = within(section).getAllByRole('link', { name: 'Add Supplier Information' });
    await expect(add).toHaveLength(1);
    await expect(add[0]).toHaveAttribute('href', companyPath('acme-postgres', '/supplier-information/new?company_id=acme-data'));
    await companyLoaded(canvasElement);
    await expectScreenshot(section);
  },
};

const add = storyBackend('admin', { seed: (store) => removeSupplierInformation(store, 'acme-data') });

/** Blank fields are stopped in the browser; filled in, the record is added, flashed and shown. */
export const AdminAdds: Story = {
  render: renderAt(companyPath('acme-postgres', '/supplier-information/new?company_id=acme-data')),
  parameters: { msw: { handlers: add.handlers } },
  beforeEach: add.reset,
  play: async ({ canvasElement }) => {
    const form = await supplierPanel(canvasElement, 'Add Supplier Information');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Supplier Information' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /^Vendor ID/ })).toHaveAccessibleDescription(/^Vendor ID can't be blank\./));
    await expect(within(form).getByRole('textbox', { name: /^Paysite ID/ })).toHaveAccessibleDescription(/^Paysite ID can't be blank\./);
    await expect(within(form).getByRole('textbox', { name: /^Paysite Name/ })).toHaveAccessibleDescription(/^Paysite Name can't be blank\./);
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /^Vendor ID/ })).toHaveFocus());
    await expect(add.calls).toHaveLength(0);

    await userEvent.type(within(form).getByRole('textbox', { name: /^Vendor ID/ }), 'V-100999');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Paysite ID/ }), 'PS-0042');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Paysite Name/ }), ' ACME DATA INC - OAKLAND ');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Supplier Information' }));
    await expect(await body(canvasElement).findByText('Supplier Information added.')).toBeVisible();
    await overlaysClosed(canvasElement);
    await expect(add.writes('POST', '/api/v3/companies/acme-data/salesforce_vendors').map((call) => call.body)).toEqual([
      { vendor_id: 'V-100999', paysite_id: 'PS-0042', site_name: 'ACME DATA INC - OAKLAND' },
    ]);
    const section = within(canvasElement).getByRole('region', { name: REGION });
    await expect(await within(section).findByText('ACME DATA INC - OAKLAND')).toBeVisible();
  },
};

const named = storyBackend('admin', { seed: (store) => removeSupplierInformation(store, 'acme-data') });

/** The form says whose record it adds before anything is typed: the add-on's company, by name (issue 22 item 9). */
export const AddPanelNamesTheCompany: Story = {
  render: renderAt(companyPath('acme-postgres', '/supplier-information/new?company_id=acme-data')),
  parameters: { msw: { handlers: named.handlers } },
  beforeEach: named.reset,
  play: async ({ canvasElement }) => {
    const form = await supplierPanel(canvasElement, 'Add Supplier Information');
    await expect(within(form).getByText(/^This supplier information is for/)).toHaveTextContent(
      'This supplier information is for Acme Data, the company of this add-on.',
    );
    await panelSettled(canvasElement);
    await expectScreenshot(form);
  },
};

/** The same on a phone, where the panel is the whole width. */
export const AddPanelNamesTheCompanyOnAPhone: Story = { ...AddPanelNamesTheCompany, globals: mobile };

const otherCompany = storyBackend('admin', { seed: (store) => removeSupplierInformation(store, 'acme-data') });

/**
 * A link naming another company (issue 22 item 9) opens no form: the panel says
 * the link is for another company, names Acme Data, sends nothing, and offers
 * Acme Data's own form as a deliberate second step.
 */
export const LinkForAnotherCompanyIsRefused: Story = {
  render: renderAt(companyPath('acme-postgres', '/supplier-information/new?company_id=northwind-monitoring')),
  parameters: { msw: { handlers: otherCompany.handlers } },
  beforeEach: otherCompany.reset,
  play: async ({ canvasElement }) => {
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Add Supplier Information' });
    const alert = within(panel).getByRole('alert');
    await expect(alert).toHaveTextContent('This link is for another company');
    await expect(alert).toHaveTextContent('for a company other than Acme Data, the company of this add-on, so nothing can be saved from it here.');
    await expect(within(panel).queryByRole('textbox')).toBeNull();
    await expect(within(panel).queryByRole('button', { name: 'Add Supplier Information' })).toBeNull();
    const own = within(panel).getByRole('link', { name: 'Add for Acme Data' });
    await expect(own).toHaveAttribute('href', companyPath('acme-postgres', '/supplier-information/new?company_id=acme-data'));
    await panelSettled(canvasElement);
    await expectScreenshot(panel);

    await userEvent.click(own);
    const form = await supplierPanel(canvasElement, 'Add Supplier Information');
    await expect(within(form).getByText(/^This supplier information is for/)).toHaveTextContent('Acme Data');
    await expect(otherCompany.calls).toHaveLength(0);
  },
};

/** The refusal on a phone. */
export const LinkForAnotherCompanyIsRefusedOnAPhone: Story = {
  render: LinkForAnotherCompanyIsRefused.render,
  parameters: LinkForAnotherCompanyIsRefused.parameters,
  beforeEach: otherCompany.reset,
  globals: mobile,
  play: async ({ canvasElement }) => {
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Add Supplier Information' });
    await expect(within(panel).getByRole('alert')).toHaveTextContent('Acme Data');
    await panelSettled(canvasElement);
    await expectScreenshot(panel);
  },
};

const vendorReads: string[] = [];
const otherRecord = storyBackend('admin', {
  overrides: [
    http.get('/api/v3/salesforce_vendors/:id', ({ params }) => {
      vendorReads.push(String(params.id));
    }),
  ],
});

/** An edit link to another company's record is refused before that record is read, and offers Acme Data's own. */
export const EditLinkForAnotherCompanyIsRefused: Story = {
  render: renderAt(companyPath('acme-postgres', '/supplier-information/sv-northwind-monitoring/edit')),
  parameters: { msw: { handlers: otherRecord.handlers } },
  beforeEach: () => {
    otherRecord.reset();
    vendorReads.length = 0;
  },
  play: async ({ canvasElement }) => {
    // The panel waits for the company first, then draws the refusal in a panel of its own.
    await body(canvasElement).findByText('This link is for another company');
    const panel = body(canvasElement).getByRole('dialog', { name: 'Edit Supplier Information' });
    await expect(within(panel).getByRole('alert')).toHaveTextContent('other than Acme Data');
    await expect(within(panel).queryByRole('textbox')).toBeNull();
    await expect(within(panel).getByRole('link', { name: 'Edit for Acme Data' })).toHaveAttribute(
      'href',
      companyPath('acme-postgres', '/supplier-information/sv-acme-data/edit'),
    );
    await panelSettled(canvasElement);
    await expect(vendorReads).not.toContain('sv-northwind-monitoring');
    await expect(otherRecord.calls).toHaveLength(0);
  },
};

const edit = storyBackend('admin');

/** Editing sends only the changed field and says 'Supplier information updated.' */
export const AdminEdits: Story = {
  render: renderAt(companyPath('acme-postgres', '/supplier-information/sv-acme-data/edit')),
  parameters: { msw: { handlers: edit.handlers } },
  beforeEach: edit.reset,
  play: async ({ canvasElement }) => {
    const form = await supplierPanel(canvasElement, 'Edit Supplier Information');
    await expect(within(form).getByText(/^This supplier information is for/)).toHaveTextContent('Acme Data');
    const paysite = within(form).getByRole('textbox', { name: /^Paysite ID/ });
    await expect(paysite).toHaveValue('PS-0019');
    await userEvent.clear(paysite);
    await userEvent.type(paysite, 'PS-0020');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Supplier information updated.')).toBeVisible();
    await overlaysClosed(canvasElement);
    await expect(edit.writes('PATCH', '/api/v3/salesforce_vendors/sv-acme-data').map((call) => call.body)).toEqual([{ paysite_id: 'PS-0020' }]);
    const section = within(canvasElement).getByRole('region', { name: REGION });
    await waitFor(() => expect(facts(section)['Paysite ID']).toBe('PS-0020'));
  },
};

const partner = storyBackend('partner');

/** A partner sees no Supplier Information and asks for no record. */
export const PartnerDoesNotSeeIt: Story = {
  render: renderAt(companyPath('acme-postgres')),
  parameters: { msw: { handlers: partner.handlers } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    await companyLoaded(canvasElement);
    await expect(within(canvasElement).queryByRole('region', { name: REGION })).toBeNull();
  },
};

const partnerNew = storyBackend('partner');

/** A partner opening supplier-information/new is sent to the company page: no panel, nothing sent. */
export const PartnerOpeningNewIsSentBack: Story = {
  render: renderAt(companyPath('acme-postgres', '/supplier-information/new?company_id=acme-data')),
  parameters: { msw: { handlers: partnerNew.handlers } },
  beforeEach: partnerNew.reset,
  play: async ({ canvasElement }) => {
    await companyLoaded(canvasElement);
    await overlaysClosed(canvasElement);
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(partnerNew.calls).toHaveLength(0);
  },
};

const partnerEdit = storyBackend('partner');

/** And supplier-information/{id}/edit likewise. */
export const PartnerOpeningEditIsSentBack: Story = {
  render: renderAt(companyPath('acme-postgres', '/supplier-information/sv-acme-data/edit')),
  parameters: { msw: { handlers: partnerEdit.handlers } },
  beforeEach: partnerEdit.reset,
  play: async ({ canvasElement }) => {
    await companyLoaded(canvasElement);
    await overlaysClosed(canvasElement);
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(partnerEdit.calls).toHaveLength(0);
  },
};
