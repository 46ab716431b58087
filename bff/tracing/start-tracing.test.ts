import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { startTracing } from './start-tracing';

const logger = pino({ level: 'silent' });

/* Which OTEL_EXPORTER_OTLP_ENDPOINT turns tracing on; tests/bff/tracing.test.ts runs it on and off end to end. */
describe('startTracing', () => {
  it.each([undefined, '', '   '])('is off for OTEL_EXPORTER_OTLP_ENDPOINT=%j (empty counts as unset)', async (endpoint) => {
    await expect(startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: 'x' }, logger)).resolves.toBeUndefined();
  });

  it.each(['collector:4318', 'ftp://collector/', 'not a url'])('refuses OTEL_EXPORTER_OTLP_ENDPOINT=%j with a clear configuration error', async (endpoint) => {
    const started = startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }, logger);
    await expect(started).rejects.toBeInstanceOf(ConfigError);
    await expect(started).rejects.toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT: must be an http\(s\) URL/);
  });
});
