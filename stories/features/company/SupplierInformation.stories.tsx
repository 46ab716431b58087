import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { removeSupplierInformation } from '../../../fixtures/msw';
import { expectScreenshot } from '../../support/screenshot';
import { body, companyLoaded, companyPath, desktop, facts, overlaysClosed, pageParameters, renderAt, storyBackend } from './company-story-support';
import { SupplierInformation } from '../../../web/src/features/company/SupplierInformation';
import { EditSupplierPanel, NewSupplierPanel } from '../../../web/src/features/company/SupplierPanel';

/**
 * Supplier Information (spec §2, §6: platform admins alone see, add and edit
 * it; non-admins opening its panels are sent to the company page), with its
 * required Vendor ID, Paysite ID and Paysite Name (spec §5).
 */
const meta = {
  subcomponents: { SupplierInformation, NewSupplierPanel, EditSupplierPanel },
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

const edit = storyBackend('admin');

/** Editing sends only the changed field and says 'Supplier information updated.' */
export const AdminEdits: Story = {
  render: renderAt(companyPath('acme-postgres', '/supplier-information/sv-acme-data/edit')),
  parameters: { msw: { handlers: edit.handlers } },
  beforeEach: edit.reset,
  play: async ({ canvasElement }) => {
    const form = await supplierPanel(canvasElement, 'Edit Supplier Information');
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
