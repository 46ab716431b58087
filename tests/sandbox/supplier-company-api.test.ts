/**
 * Which company a supplier-information write may attach a record to, over
 * real HTTP with real tokens (issue 22 item 9). The partner API learns the
 * company from the path alone (spec §7: POST companies/{id}/salesforce_vendors),
 * and spec §6 lets platform admins add supplier information for any company,
 * so the API's part is: partners may not write at all (403, the same answer
 * whatever company they name), an admin's write must name an existing company
 * exactly (404 `{id, message}` for anything else: unknown, junk, near misses,
 * paths), and no body may carry a company of its own (422). Each refusal is
 * checked to have left every company's supplier record as it was. That the
 * company is the add-on's is the screen's part (web/src/domain/supplier-company.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../fixtures/data';
import { startSandbox, type Sandbox } from '../../fixtures/sandbox';
import { apiErrorSchema, validationErrorSchema } from '../../web/src/api/error-response';
import { companySchema } from '../../web/src/api/company';
import { SUPPLIER_EXISTS_MESSAGE } from '../../web/src/api/supplier-vendors';
import { jsonBody, sandboxApis, type Answer } from '../support/sandbox-api';
import { obtainSandboxTokens } from '../support/sandbox-token';

let sandbox: Sandbox;
let api: ReturnType<typeof sandboxApis>;
const tokens = { admin: '', partner: '' };

beforeAll(async () => {
  sandbox = await startSandbox();
  api = sandboxApis(sandbox);
  tokens.admin = (await obtainSandboxTokens(sandbox, 'admin@platform.test')).accessToken;
  tokens.partner = (await obtainSandboxTokens(sandbox, 'partner@acme.test')).accessToken;
});

afterAll(async () => {
  await sandbox?.close();
});

const input = { vendor_id: 'V-999001', paysite_id: 'PS-9001', site_name: 'SOMEONE ELSE LTD' };

/** Every company's supplier record (or null), read back as an admin. */
async function supplierRecords(): Promise<Record<string, unknown>> {
  const records: Record<string, unknown> = {};
  for (const { id } of companies) {
    const company = companySchema.parse((await api.partner(tokens.admin, `/companies/${id}`)).body);
    records[id] = company.salesforce_vendor_id ? (await api.partner(tokens.admin, `/salesforce_vendors/${company.salesforce_vendor_id}`)).body : null;
  }
  return records;
}

/** Solo Labs and Bluefin Messaging have no record: a write that reached either by a near miss would show. */
const withoutRecord = ['solo-labs', 'bluefin-messaging'];

/**
 * Company path segments an admin's write must not reach any company with, as
 * sent on the wire (already percent-encoded where a character would otherwise
 * change the path's shape).
 */
const hostileCompanySegments: [string, string][] = [
  ['an unknown id', 'no-such-company'],
  ['a uuid-ish id', '6f1c2a4e-9b1d-4c4e-8a53-0d2f4b7e1a90'],
  ['a number', '12345'],
  ['the id in capitals', 'SOLO-LABS'],
  ['the id with a trailing space', 'solo-labs%20'],
  ['the id with a leading space', '%20solo-labs'],
  ['the id with a NUL', 'solo-labs%00'],
  ['the id with a newline', 'solo-labs%0A'],
  ['a path climbing out', '..%2Fsolo-labs'],
  ['a path climbing out, encoded twice', '%252E%252E%252Fsolo-labs'],
  ['the id then a climb', 'acme-data%2F..%2Fsolo-labs'],
  ['two ids, comma-separated', 'solo-labs,bluefin-messaging'],
  ['two ids, as an array', 'solo-labs%5B%5D=bluefin-messaging'],
  ['an array of one', '%5B%22solo-labs%22%5D'],
  ['a JSON object', '%7B%22id%22%3A%22solo-labs%22%7D'],
  ['a prototype key', '__proto__'],
  ['another prototype key', 'constructor'],
  ['a very long id', 'solo-labs'.repeat(400)],
  ['markup', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
];

function expectApiError(answer: Answer, status: number, id: string) {
  expect(answer.status).toBe(status);
  expect(apiErrorSchema.parse(answer.body)).toMatchObject({ id, message: expect.any(String) });
}

describe("an admin's supplier-information write names an existing company exactly", () => {
  it.each(hostileCompanySegments)('refuses %s with 404, changing nothing', async (_, segment) => {
    const before = await supplierRecords();
    const answer = await api.partner(tokens.admin, `/companies/${segment}/salesforce_vendors`, jsonBody('POST', input));
    expectApiError(answer, 404, 'not_found');
    expect(await supplierRecords()).toEqual(before);
    for (const id of withoutRecord) expect(before[id]).toBeNull();
  });

  it('refuses an empty company with 404, changing nothing', async () => {
    const before = await supplierRecords();
    expectApiError(await api.partner(tokens.admin, '/companies//salesforce_vendors', jsonBody('POST', input)), 404, 'not_found');
    expect(await supplierRecords()).toEqual(before);
  });

  it.each<[string, unknown]>([
    ['a company_id of another company', { ...input, company_id: 'bluefin-messaging' }],
    ['a company object', { ...input, company: { id: 'bluefin-messaging' } }],
    ['a company_id array', { ...input, company_id: ['solo-labs', 'bluefin-messaging'] }],
    ['the record as an array', [input]],
  ])('refuses a body carrying %s with 422, changing nothing', async (_, body) => {
    const before = await supplierRecords();
    const answer = await api.partner(tokens.admin, '/companies/solo-labs/salesforce_vendors', jsonBody('POST', body));
    expect(answer.status).toBe(422);
    // Refused for the body itself, not because Solo Labs has a record by now.
    expect(Object.values(validationErrorSchema.parse(answer.body).errors).flat()).not.toContain(SUPPLIER_EXISTS_MESSAGE);
    expect(await supplierRecords()).toEqual(before);
  });

  it("cannot move a record to another company, or reach one by a hostile record id", async () => {
    const before = await supplierRecords();
    for (const body of [{ company_id: 'solo-labs' }, { vendor_id: 'V-1', company_id: 'solo-labs' }, { company: { id: 'solo-labs' } }]) {
      const answer = await api.partner(tokens.admin, '/salesforce_vendors/sv-acme-data', jsonBody('PATCH', body));
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
    for (const segment of ['sv-missing', 'SV-ACME-DATA', 'sv-acme-data%20', '..%2Fsv-acme-data', 'sv-acme-data,sv-northwind-monitoring', '__proto__']) {
      expectApiError(await api.partner(tokens.admin, `/salesforce_vendors/${segment}`, jsonBody('PATCH', { vendor_id: 'V-1' })), 404, 'not_found');
    }
    expect(await supplierRecords()).toEqual(before);
  });

  it("still adds a record for a company named exactly, and only to it (the refusals above are not the endpoint failing)", async () => {
    const before = await supplierRecords();
    const answer = await api.partner(tokens.admin, '/companies/solo-labs/salesforce_vendors', jsonBody('POST', input));
    expect(answer.status).toBe(201);
    const after = await supplierRecords();
    expect(after['solo-labs']).toMatchObject(input);
    expect({ ...after, 'solo-labs': null }).toEqual(before);
  });
});

describe('a partner may not write supplier information for any company', () => {
  it.each([['their own company', 'acme-data'], ["another company", 'bluefin-messaging'], ['an unknown company', 'no-such-company'], ['a climb', '..%2Fbluefin-messaging']])(
    'gets the same 403 for %s, changing nothing',
    async (_, segment) => {
      const before = await supplierRecords();
      const answer = await api.partner(tokens.partner, `/companies/${segment}/salesforce_vendors`, jsonBody('POST', input));
      expectApiError(answer, 403, 'forbidden');
      expect(apiErrorSchema.parse(answer.body).message).toBe('Only platform administrators may do this.');
      expect(await supplierRecords()).toEqual(before);
    },
  );
});
