import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACTED_PATHS } from './logger';

describe('log redaction', () => {
  it('never writes tokens, cookies or authorization headers', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink);
    logger.info({
      req: { headers: { authorization: 'Bearer secret-access', cookie: 'portal.sid=secret-cookie' } },
      tokens: { access_token: 'secret-a', refresh_token: 'secret-r', id_token: 'secret-i' },
      auth: { accessToken: 'secret-b', refreshToken: 'secret-c' },
    });
    const output = lines.join('');
    expect(output).toContain('[redacted]');
    expect(output).not.toMatch(/secret-/);
  });
});
