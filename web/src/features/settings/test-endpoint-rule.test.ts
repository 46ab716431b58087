/**
 * The test endpoint's address (issue 34 §2), one rule on both sides: the
 * contract's zod schema (what the sandbox enforces) and the Settings form's
 * Yup schema give the same verdict on every address, schemes in any case.
 */
import { describe, expect, it } from 'vitest';
import { TEST_ENDPOINT_URL_MESSAGE, testEndpointInputSchema } from '../../api/integration-failures';
import { testEndpointFormSchema } from './TestEndpointSection';

const cases: readonly (readonly [string, boolean])[] = [
  ['https://partner.example.com', true],
  ['https://partner.example.com/base/path', true],
  ['HTTPS://PARTNER.EXAMPLE.COM', true],
  ['Https://partner.example.com', true],
  ['http://localhost:4006', true],
  ['HTTP://LOCALHOST:4006', true],
  ['http://127.0.0.1:4006', true],
  ['http://127.8.9.10', true],
  ['http://[::1]:4006', true],
  ['https://localhost', true],
  ['', true], // clears it
  ['http://partner.example.com', false],
  ['HTTP://partner.example.com', false],
  ['http://10.0.0.5', false],
  ['http://169.254.169.254/latest/meta-data', false],
  ['http://localhost.example.com', false],
  ['https://intranet', false],
  ['https://user:password@partner.example.com', false],
  ['ftp://localhost/x', false],
  ['javascript:alert(1)', false],
  ['partner.example.com', false],
  ['not a url', false],
];

describe('the test endpoint rule', () => {
  it.each(cases)('%j allowed: %s (server)', (url, allowed) => {
    const parsed = testEndpointInputSchema.safeParse({ url });
    expect(parsed.success).toBe(allowed);
    if (!parsed.success) expect(parsed.error.issues.map((issue) => issue.message)).toEqual([TEST_ENDPOINT_URL_MESSAGE]);
  });

  it.each(cases)('%j allowed: %s (form)', async (url, allowed) => {
    const verdict = await testEndpointFormSchema.validate({ url }).then(
      () => true,
      (error: { message: string }) => {
        expect(error.message).toBe(TEST_ENDPOINT_URL_MESSAGE);
        return false;
      },
    );
    expect(verdict).toBe(allowed);
  });
});
