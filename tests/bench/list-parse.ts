/**
 * The client-side cost of a large list (issue 33 "cheaper parsing of large
 * lists"): the All add-ons answer at 10 000 rows, as the SPA treats it after
 * JSON.parse — the zod schema, then snake_case → camelCase — timed apart, in
 * Node (the same V8 as Chromium), median of 7 rounds.
 * Usage: npx tsx tests/bench/list-parse.ts [rows]
 */
import { addonListEndpoints } from '../../web/src/api/addon-lists';
import { toCamel } from '../../web/src/api/case';
import { median } from './grid-timings';

const rows = Number(process.argv[2] ?? 10_000);
const states = ['alpha', 'beta', 'ga', 'shutdown'] as const;
const wire = Array.from({ length: rows }, (_, index) => ({
  id: `0000${index}-aaaa-bbbb-cccc-dddd`,
  slug: `addon-${index}`,
  name: `addon-${index}`,
  display_name: `Add-on ${index}`,
  summary: 'A generated add-on for the scale bench, with a summary of some length.',
  state: states[index % 4],
  icon_url: index % 3 === 0 ? null : `https://cdn.company-${index % 97}.test/icons/addon-${index}.png`,
  marketplace_url: `https://marketplace.example.com/addons/addon-${index}`,
  updated_at: '2026-03-04T05:06:07Z',
  provisioning_api_version: 3,
  company: { id: `company-${index % 97}`, name: `Company ${index % 97}` },
}));
const schema = addonListEndpoints['get /addons'].response;

const parses: number[] = [];
const camels: number[] = [];
for (let round = 0; round < 7; round++) {
  const input = structuredClone(wire);
  const started = performance.now();
  const parsed = schema.parse(input);
  const between = performance.now();
  toCamel(parsed);
  camels.push(performance.now() - between);
  parses.push(between - started);
}
console.log(`${rows} add-on summaries: zod parse median ${median(parses).toFixed(1)} ms, camelCase keys median ${median(camels).toFixed(1)} ms`);
