import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_SESSION_ELEMENT_ID, readPageVisitor, seededSessionQueryOptions } from './session-bootstrap';
import { sessionKey } from './session';

/** A page whose facts element holds `text` (or none at all). */
const pageWith = (text: string | undefined, id = PAGE_SESSION_ELEMENT_ID) => ({
  getElementById: (wanted: string) => (text !== undefined && wanted === id ? ({ textContent: text } as HTMLElement) : null),
});

const signedIn = { signed_in: true, email: 'partner@acme.test', name: 'Pat Partner', is_admin: false };

describe('readPageVisitor', () => {
  it('reads signed-in facts, camelCased as the API client gives them', () => {
    expect(readPageVisitor(pageWith(JSON.stringify(signedIn)))).toEqual({
      signedIn: true,
      email: 'partner@acme.test',
      name: 'Pat Partner',
      isAdmin: false,
    });
  });

  it('reads signed-out facts', () => {
    expect(readPageVisitor(pageWith('{"signed_in":false}'))).toEqual({ signedIn: false });
  });

  it.each([
    ['no document (not a browser)', undefined],
    ['no element (a public page, or the store was slow)', pageWith(undefined)],
    ['another element id', pageWith(JSON.stringify(signedIn), 'something-else')],
    ['an empty element', pageWith('')],
    ['malformed JSON', pageWith('{"signed_in":true,')],
    ['the placeholder-like text of a page nobody rewrote', pageWith('__SESSION__')],
    ['JSON null', pageWith('null')],
    ['an array', pageWith('[]')],
    ['no signed_in flag', pageWith(JSON.stringify({ email: 'partner@acme.test', name: 'Pat', is_admin: false }))],
    ['signed_in as a string', pageWith(JSON.stringify({ ...signedIn, signed_in: 'true' }))],
    ['signed in without an e-mail', pageWith(JSON.stringify({ signed_in: true, name: 'Pat', is_admin: false }))],
    ['an e-mail that is not one', pageWith(JSON.stringify({ ...signedIn, email: 'not an e-mail' }))],
    ['is_admin as a string', pageWith(JSON.stringify({ ...signedIn, is_admin: 'yes' }))],
  ])('falls back (undefined) on %s', (_case, doc) => {
    expect(readPageVisitor(doc)).toBeUndefined();
  });
});

describe('seededSessionQueryOptions', () => {
  const visitor = { signedIn: true as const, email: 'partner@acme.test', name: 'Pat Partner', isAdmin: true };

  it('seeds the session query, so prefetching it asks nothing while the facts are fresh', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn();
    await client.prefetchQuery({ ...seededSessionQueryOptions(visitor, Date.now()), queryFn });
    expect(queryFn).not.toHaveBeenCalled();
    expect(client.getQueryData(sessionKey())).toEqual({ email: 'partner@acme.test', name: 'Pat Partner', isAdmin: true });
  });

  it('counts staleness from the page load: facts older than the stale time are asked for again', async () => {
    const client = new QueryClient();
    const options = seededSessionQueryOptions(visitor, Date.now() - 10 * 60_000);
    const queryFn = vi.fn().mockResolvedValue({ email: 'partner@acme.test', name: 'Pat Partner', isAdmin: false });
    await client.prefetchQuery({ ...options, queryFn });
    expect(queryFn).toHaveBeenCalledOnce();
    expect(client.getQueryData(sessionKey())).toMatchObject({ isAdmin: false });
  });

  it.each([
    ['signed-out facts', { signedIn: false as const }],
    ['no facts', undefined],
  ])('with %s seeds nothing: the query asks /bff/session', async (_case, facts) => {
    const options = seededSessionQueryOptions(facts, Date.now());
    expect(options.initialData).toBeUndefined();
    const client = new QueryClient();
    const queryFn = vi.fn().mockResolvedValue({ email: 'partner@acme.test', name: 'Pat Partner', isAdmin: false });
    await client.prefetchQuery({ ...options, queryFn });
    expect(queryFn).toHaveBeenCalledOnce();
  });
});
