import { describe, expect, it } from 'vitest';
import { statementScope } from './statement-scope';

const postgres = { slug: 'acme-postgres', displayName: 'Acme Postgres' };
const stream = { slug: 'acme-stream', displayName: 'Acme Stream' };
const vault = { slug: 'acme-vault', displayName: 'Acme Vault' };

describe('statementScope (reports are the company’s, spec §3 report)', () => {
  it('says the statements are the company’s and names the add-ons they cover', () => {
    const scope = statementScope({ companyName: 'Acme Data', addon: postgres, billedAddons: [postgres, stream], chartShown: true });
    expect(scope.title).toBe("Acme Data's monthly statements");
    expect(scope.message).toContain('issued per company, not per add-on');
    expect(scope.message).toContain('for all of Acme Data');
    expect(scope.message).toContain('They cover Acme Postgres and Acme Stream.');
    expect(scope.message).toContain('Each plan below is named with its add-on.');
  });

  it('says so when the add-on of the tab has no billings in them', () => {
    const scope = statementScope({ companyName: 'Acme Data', addon: vault, billedAddons: [postgres, stream], chartShown: true });
    expect(scope.message).toContain('Acme Vault has no billings in them yet.');
    expect(scope.message).not.toContain('Each plan below');
  });

  it('lists three add-ons with commas and a final and', () => {
    const scope = statementScope({ companyName: 'Acme Data', addon: postgres, billedAddons: [postgres, stream, vault], chartShown: true });
    expect(scope.message).toContain('They cover Acme Postgres, Acme Stream and Acme Vault.');
  });

  it('names the chart only where it is shown (hidden on small screens, spec §2; issue 31 item 11)', () => {
    const wide = statementScope({ companyName: 'Acme Data', addon: postgres, billedAddons: [postgres], chartShown: true });
    expect(wide.message).toContain('the totals, the files and the chart are for all of Acme Data');
    const phone = statementScope({ companyName: 'Acme Data', addon: postgres, billedAddons: [postgres], chartShown: false });
    expect(phone.message).toContain('the totals and the files are for all of Acme Data');
    expect(phone.message).not.toMatch(/chart/i);
  });
});
