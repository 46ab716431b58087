import { describe, expect, it } from 'vitest';
import { reportSchema } from './reports';

const report = (period: string) => ({
  id: 'r1',
  period,
  csv_url: 'https://files.test/r1.csv',
  pdf_url: 'https://files.test/r1.pdf',
  total_billings: 100,
  customer_billings: 100,
  provider_assessed_billings: 0,
  provider_share: 70,
  platform_share: 30,
  addon_billings: [],
});

/** domain/report-period.test.ts shows each accepted form as its month. */
describe('report period (spec §3, §9)', () => {
  it.each(['2026-10-01T00:00:00Z', '2026-10-01T00:00:00.000+00:00', '2026-09-30'])('accepts %s', (period) => {
    expect(reportSchema.parse(report(period)).period).toBe(period);
  });

  it.each(['October 2026', '2026-10', '2026-13-01', '', '2026-10-01T00:00:00'])('refuses %j', (period) => {
    expect(reportSchema.safeParse(report(period)).success).toBe(false);
  });
});

/** Issue 22: a report file's URL is opened in a new tab, so only https: gets through. */
describe('report file URLs', () => {
  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'http://evil.example/r1.pdf', '//evil.example/r1.pdf', 'https://user:pw@evil.example/r1.pdf'])(
    'refuses %j',
    (url) => {
      expect(reportSchema.safeParse({ ...report('2026-10-01'), pdf_url: url }).success).toBe(false);
      expect(reportSchema.safeParse({ ...report('2026-10-01'), csv_url: url }).success).toBe(false);
    },
  );
});
