/**
 * The sandbox signs anyone in without a password, so it must refuse to start
 * in production (design.md §6).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox } from '../../fixtures/sandbox';
import { createIdentityProvider } from '../../fixtures/sandbox/identity';

const original = process.env.NODE_ENV;

afterEach(() => {
  process.env.NODE_ENV = original;
});

describe('under NODE_ENV=production', () => {
  it('startSandbox refuses to start', async () => {
    process.env.NODE_ENV = 'production';
    await expect(startSandbox()).rejects.toThrow(/refuses to start when NODE_ENV=production/);
  });

  it('the identity provider refuses to start on its own too', async () => {
    process.env.NODE_ENV = 'production';
    await expect(createIdentityProvider({ clients: [] })).rejects.toThrow(/NODE_ENV=production/);
  });

  it('starts again once NODE_ENV is not production', async () => {
    process.env.NODE_ENV = 'test';
    const sandbox = await startSandbox();
    await sandbox.close();
  });
});
