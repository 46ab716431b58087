/**
 * One sandbox for a test file: started before its tests and closed after,
 * with the seed's personas signed in through the sandbox identity provider
 * (real tokens, as the BFF gets them), and its partner API called as any of
 * them. One place for what six sandbox tests wrote out each.
 */
import { afterAll, beforeAll } from 'vitest';
import { personaEmails, type Persona } from '../../fixtures/msw/personas';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../fixtures/sandbox';
import { readAnswer, type Answer } from './sandbox-api';
import { obtainSandboxTokens } from './sandbox-token';

export { personaEmails, type Persona };

/** `options`: the sandbox's own, e.g. `{ integrationWatch: DEFAULT_INTEGRATION_WATCH }` for the tests of the background watch. */
export function sandboxForFile(options: SandboxOptions = {}) {
  let started: Sandbox | undefined;
  /** Each persona's access token, filled in before the file's tests run. */
  const tokens = Object.fromEntries(Object.keys(personaEmails).map((persona) => [persona, ''])) as Record<Persona, string>;
  beforeAll(async () => {
    started = await startSandbox(options);
    const sandbox = started;
    await Promise.all(
      (Object.keys(personaEmails) as Persona[]).map(async (persona) => {
        tokens[persona] = (await obtainSandboxTokens(sandbox, personaEmails[persona])).accessToken;
      }),
    );
  });
  afterAll(async () => {
    await started?.close();
  });
  const sandbox = (): Sandbox => {
    if (!started) throw new Error('The sandbox starts in beforeAll; use it inside a test.');
    return started;
  };
  /**
   * `path` from the partner API's root (`/api/v3/…`), with a bearer token when
   * given; a string body is sent as JSON. The answer must be JSON (or a 204).
   */
  const call = async (path: string, token?: string, init: RequestInit = {}): Promise<Answer> => {
    const headers = new Headers(init.headers);
    headers.set('accept', 'application/json');
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
    return readAnswer(await fetch(new URL(path, sandbox().partnerApiUrl), { ...init, headers }));
  };
  return { sandbox, tokens, call };
}
