/** The registry calls as the SPA sends them: repeated brackets, the second factor, polling while pending, an empty org list for a 404. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mergeBuildpackLists } from './buildpack-memberships';
import { hasPendingRevision } from './buildpack-revisions';
import { decodeReadme } from './buildpack-sources';
import { searchQuery, twoFactorHeaders } from './buildpacks';
import { queryString } from './call-endpoint';
import { fetchCodeHostingOrgs } from './code-hosting';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('search', () => {
  it('repeats each bracketed name once per value, in order, and leaves out what is not given', () => {
    expect(decodeURIComponent(queryString(searchQuery({ namespaces: ['a', 'b'], names: ['x'], description: ' text ' })))).toBe(
      '?in[namespace][]=a&in[namespace][]=b&in[name][]=x&like[description]=text',
    );
    expect(queryString(searchQuery({ description: '  ' }))).toBe('');
  });
});

describe('the second factor', () => {
  it('travels as Heroku-Two-Factor-Code when given, not at all when blank', () => {
    expect(twoFactorHeaders(' 424242 ')).toEqual({ 'Heroku-Two-Factor-Code': '424242' });
    expect(twoFactorHeaders('  ')).toBeUndefined();
    expect(twoFactorHeaders(undefined)).toBeUndefined();
  });
});

describe('revisions and readme', () => {
  it('polls while one is pending', () => {
    expect(hasPendingRevision([{ status: 'published' }, { status: 'pending' }])).toBe(true);
    expect(hasPendingRevision([{ status: 'published' }, { status: 'failed' }])).toBe(false);
    expect(hasPendingRevision(undefined)).toBe(false);
  });

  it('decodes the base64 readme as UTF-8', () => {
    expect(decodeReadme({ content: btoa(String.fromCharCode(...new TextEncoder().encode('# Café ✓'))) })).toBe('# Café ✓');
  });
});

describe('code-hosting organisations', () => {
  it('reads a 404 as none, and lets other failures through', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ id: 'not_found', message: 'none' }), { status: 404 })));
    await expect(fetchCodeHostingOrgs()).resolves.toEqual([]);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ id: 'bad_gateway', message: 'down' }), { status: 502 })));
    await expect(fetchCodeHostingOrgs()).rejects.toMatchObject({ status: 502 });
  });
});

describe("the user's and their teams' buildpacks", () => {
  it('are one list with each buildpack once', () => {
    const pack = (id: string) => ({ id }) as Parameters<typeof mergeBuildpackLists>[0][number];
    expect(mergeBuildpackLists([pack('a'), pack('b')], [pack('b'), pack('c')]).map((buildpack) => buildpack.id)).toEqual(['a', 'b', 'c']);
    expect(mergeBuildpackLists([], [])).toEqual([]);
  });
});
