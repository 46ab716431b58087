import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { createLogger, redactLine } from './logger';

/** A logger like the BFF's, writing into an array of parsed lines. */
function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = createLogger('info', sink);
  return {
    logger,
    text: () => lines.join(''),
    last: () => JSON.parse(lines.at(-1) ?? 'null') as Record<string, unknown>,
  };
}

/** `{ l1: { l2: { ... { [key]: value } } } }`, `depth` objects deep. */
function nested(depth: number, key: string, value: unknown): Record<string, unknown> {
  let object: Record<string, unknown> = { [key]: value };
  for (let level = depth - 1; level >= 1; level--) object = { [`l${level}`]: object };
  return object;
}

function at(object: unknown, path: string[]): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], object);
}

const SECRET_KEYS = [
  'authorization',
  'Authorization',
  'proxy-authorization',
  'cookie',
  'Set-Cookie',
  'accessToken',
  'access_token',
  'ACCESS_TOKEN',
  'refreshToken',
  'refresh_token',
  'idToken',
  'id_token',
  'code_verifier',
  'codeVerifier',
  'client_secret',
  'clientSecret',
  'password',
  'secret',
  'sessionSecret',
];

describe('log redaction', () => {
  it.each(SECRET_KEYS.flatMap((key) => [1, 2, 3, 4, 5].map((depth) => [key, depth] as const)))(
    'redacts %s at depth %i',
    (key, depth) => {
      const { logger, text, last } = capture();
      logger.info({ ...nested(depth, key, 'LEAK-value'), email: 'partner@acme.test' }, 'signed in');
      expect(text()).not.toContain('LEAK');
      const path = [...Array.from({ length: depth - 1 }, (_, index) => `l${index + 1}`), key];
      expect(at(last(), path)).toBe('[redacted]');
      expect(last()).toMatchObject({ email: 'partner@acme.test', msg: 'signed in' });
    },
  );

  it('redacts the places the old path list missed, and keeps the rest of the line', () => {
    const { logger, text, last } = capture();
    logger.info({
      session: { auth: { accessToken: 'LEAK-a', accessTokenExpiresAt: 1700000000000, email: 'partner@acme.test' } },
      headers: { Authorization: 'Bearer LEAK-b', accept: 'application/json' },
      a: { b: { c: { refresh_token: 'LEAK-c' } } },
      path: '/api/v3/addons',
      status: 502,
    });
    expect(text()).not.toContain('LEAK');
    expect(last()).toMatchObject({
      session: { auth: { accessToken: '[redacted]', accessTokenExpiresAt: 1700000000000, email: 'partner@acme.test' } },
      headers: { Authorization: '[redacted]', accept: 'application/json' },
      a: { b: { c: { refresh_token: '[redacted]' } } },
      path: '/api/v3/addons',
      status: 502,
    });
  });

  it('redacts inside arrays of objects, whole array values, and [name, value] header lists', () => {
    const { logger, text, last } = capture();
    logger.info({
      sessions: [{ email: 'a@acme.test', idToken: 'LEAK-1' }, { auth: { REFRESH_TOKEN: 'LEAK-2' } }],
      response: { headers: { 'Set-Cookie': ['portal.sid=LEAK-3; HttpOnly', 'other=LEAK-4'] } },
      rawHeaders: ['Host', 'localhost', 'Cookie', 'portal.sid=LEAK-5', 'Accept', 'text/html'],
    });
    expect(text()).not.toContain('LEAK');
    expect(last()).toMatchObject({
      sessions: [{ email: 'a@acme.test', idToken: '[redacted]' }, { auth: { REFRESH_TOKEN: '[redacted]' } }],
      response: { headers: { 'Set-Cookie': '[redacted]' } },
      rawHeaders: ['Host', 'localhost', 'Cookie', '[redacted]', 'Accept', 'text/html'],
    });
  });

  it('keeps errors serialized and redacts what they carry', () => {
    const { logger, text, last } = capture();
    const error = Object.assign(new Error('upstream unreachable'), {
      code: 'ECONNREFUSED',
      request: { headers: { Authorization: 'Bearer LEAK-err' } },
    });
    logger.warn({ err: error, path: '/platform/apps' }, 'upstream unreachable');
    expect(text()).not.toContain('LEAK');
    const line = last();
    expect(line).toMatchObject({
      err: { type: 'Error', message: 'upstream unreachable', code: 'ECONNREFUSED', request: { headers: { Authorization: '[redacted]' } } },
      path: '/platform/apps',
    });
    expect(at(line, ['err', 'stack'])).toEqual(expect.stringContaining('upstream unreachable'));
  });

  it('redacts req and res objects and child logger bindings', () => {
    const { logger, text, last } = capture();
    logger.child({ session: { auth: { accessToken: 'LEAK-child' } }, requestId: 'r-1' }).info({
      req: { method: 'GET', url: '/addons', headers: { cookie: 'portal.sid=LEAK-req', 'user-agent': 'test' } },
      res: { statusCode: 303, headers: { 'set-cookie': 'portal.sid=LEAK-res', location: '/addons' } },
    });
    expect(text()).not.toContain('LEAK');
    expect(last()).toMatchObject({
      requestId: 'r-1',
      session: { auth: { accessToken: '[redacted]' } },
      req: { method: 'GET', url: '/addons', headers: { cookie: '[redacted]', 'user-agent': 'test' } },
      res: { statusCode: 303, headers: { 'set-cookie': '[redacted]', location: '/addons' } },
    });
  });

  it('writes lines that name no credential as they are, without parsing them (the cheap path)', () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const line = '{"level":30,"time":1,"msg":"proxied","path":"/api/v3/addons","status":200,"tokenCount":2}\n';
      expect(redactLine(line)).toBe(line);
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });
});
