import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { withFastLane, type FastLaneOptions } from './fast-lane';

/*
 * The fast lane's own failure paths, with a stub session and a stub proxy
 * (tests/bff/fast-lane.test.ts holds it to Express's answers over real HTTP).
 * Whatever fails after a call was taken reaches the Express app's error
 * handler, as Express's router would have passed it on: never an unhandled
 * rejection, never a call left without an answer.
 */
const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function laneWith(overrides: Partial<FastLaneOptions>) {
  const app = express();
  const seen: { error: unknown; url: string; originalUrl: string }[] = [];
  const server = createServer(
    withFastLane({
      app,
      publicHost: 'portal.test',
      bodyLimitBytes: 1024,
      securityHeaders: (_req, _res, next) => next(),
      sessionToken: () => Promise.resolve({ sessionId: 'sid', accessToken: 'token' }),
      handleError: (error, req, res) => {
        seen.push({ error, url: req.url, originalUrl: req.originalUrl });
        res.status(500).json({ id: 'internal_error' });
      },
      mounts: [{ prefix: '/api/v3', proxy: () => {} }],
      ...overrides,
    }),
  );
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  const get = (path: string) =>
    new Promise<number>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, headers: { host: 'portal.test', 'x-csrf': '1' } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
  return { get, seen };
}

describe('the fast lane when something fails', () => {
  it('hands a proxy that throws to the error handler, with the URL as Express would show it', async () => {
    const broken = new Error('the proxy threw');
    const { get, seen } = await laneWith({
      mounts: [
        {
          prefix: '/api/v3',
          proxy: () => {
            throw broken;
          },
        },
      ],
    });
    expect(await get('/api/v3/current_user?x=1')).toBe(500);
    expect(seen).toEqual([{ error: broken, url: '/api/v3/current_user?x=1', originalUrl: '/api/v3/current_user?x=1' }]);
  });

  it('answers a session store failure through the error handler as a 503 error', async () => {
    const { get, seen } = await laneWith({ sessionToken: () => Promise.reject(new Error('Redis stalled')) });
    expect(await get('/api/v3/current_user')).toBe(500);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ error: { status: 503, id: 'session_store_unavailable' }, url: '/api/v3/current_user' });
  });
});
