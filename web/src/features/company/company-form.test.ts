import { describe, expect, it } from 'vitest';
import type { Company } from '../../api/company';
import { companyChanges, companyValues } from './company-form';
import { supplierChanges, supplierValues } from './supplier-form';

const company: Company = {
  id: 'acme-data',
  name: 'Acme Data',
  addr1: '500 Howard Street',
  addr2: 'Suite 300',
  city: 'San Francisco',
  state: 'CA',
  country: 'United States',
  zip: '94105',
  phone: '+1 415 555 0134',
  emailAdmin: 'partner@acme.test',
  technicalContactFullName: 'Priya Raman',
  billingFullName: 'Daniel Okafor',
  billingEmail: 'billing@acme.test',
  googleMapsLink: null,
  salesforceVendorId: 'sv-acme-data',
};

describe('company form', () => {
  it('opens with the company, missing values as empty fields and no country as the empty Select', () => {
    expect(companyValues({ ...company, phone: null, country: null })).toMatchObject({ phone: '', country: '' });
  });

  it('sends only what changed, trimmed', () => {
    expect(companyChanges(company, { ...companyValues(company), name: ' Acme Data Inc. ', city: 'San Francisco ' })).toEqual({ name: 'Acme Data Inc.' });
    expect(companyChanges(company, companyValues(company))).toEqual({});
  });

  it('sends an emptied address line and the empty Select as null, never ""', () => {
    expect(companyChanges(company, { ...companyValues(company), addr2: '  ', country: '' })).toEqual({ addr2: null, country: null });
  });

  it('sends an emptied required field as "" so the server refuses it on that field', () => {
    expect(companyChanges(company, { ...companyValues(company), phone: ' ' })).toEqual({ phone: '' });
  });
});

describe('supplier form', () => {
  const vendor = { id: 'sv', vendorId: 'V-1', paysiteId: 'PS-1', siteName: 'ACME', createdAt: '', updatedAt: '' };

  it('sends only what changed, trimmed', () => {
    expect(supplierChanges(vendor, { ...supplierValues(vendor), siteName: ' ACME DATA ' })).toEqual({ siteName: 'ACME DATA' });
    expect(supplierChanges(vendor, { ...supplierValues(vendor), vendorId: ' V-1 ' })).toEqual({});
  });
});
