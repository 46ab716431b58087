import { describe, expect, it } from 'vitest';
import {
  buildpackPathSegment,
  buildpackSlug,
  buildpackUsage,
  currentRelease,
  groupByNamespace,
  latestRevision,
  newestFirst,
  ownerKind,
  mayChangeBuildpack,
  ownerLabel,
  parseBuildpackSlug,
  revisionStatusWording,
} from './buildpacks';

describe('the slug (issue 23: {namespace}/{name}, URL-encoded in paths)', () => {
  it('is namespace/name, one path segment when encoded', () => {
    expect(buildpackSlug('heroku', 'ruby')).toBe('heroku/ruby');
    expect(buildpackPathSegment('heroku', 'ruby')).toBe('heroku%2Fruby');
    expect(buildpackPathSegment('a b', 'c?d')).toBe('a%20b%2Fc%3Fd');
  });

  it.each([
    ['heroku/ruby', { namespace: 'heroku', name: 'ruby' }],
    ['heroku%2Fruby', { namespace: 'heroku', name: 'ruby' }],
    [' acme/metrics ', { namespace: 'acme', name: 'metrics' }],
  ])('reads %j', (text, parsed) => {
    expect(parseBuildpackSlug(text)).toEqual(parsed);
  });

  it.each(['ruby', '/ruby', 'heroku/', 'a/b/c', '%E0%A4%A', ''])('is no slug: %j', (text) => {
    expect(parseBuildpackSlug(text)).toBeUndefined();
  });
});

describe('owner display (spec §3: an owner of type enterprise is shown as a team)', () => {
  it.each([
    ['user', 'user'],
    ['team', 'team'],
    ['enterprise', 'team'],
  ] as const)('%s is shown as a %s', (type, kind) => {
    expect(ownerKind({ type })).toBe(kind);
  });

  it('says You for the viewer, the name for another user, Team <name> for teams', () => {
    expect(ownerLabel({ id: 'u1', name: 'Priya Raman', type: 'user' }, 'u1')).toBe('You');
    expect(ownerLabel({ id: 'u2', name: 'Sam Ortega', type: 'user' }, 'u1')).toBe('Sam Ortega');
    expect(ownerLabel({ id: 't1', name: 'acme-secure', type: 'enterprise' }, 'u1')).toBe('Team acme-secure');
    expect(ownerLabel({ id: 't2', name: 'acme', type: 'team' })).toBe('Team acme');
  });
});

describe('who may change a buildpack (the registry: its owner or its team members)', () => {
  it.each([
    ['the owning user', { id: 'u1', type: 'user' }, 'u1', [], true],
    ['another user', { id: 'u2', type: 'user' }, 'u1', ['u2'], false],
    ['a member of the owning team', { id: 't1', type: 'team' }, 'u1', ['t0', 't1'], true],
    ['a member of the owning enterprise team', { id: 't1', type: 'enterprise' }, 'u1', ['t1'], true],
    ['someone in other teams only', { id: 't1', type: 'team' }, 'u1', ['t2'], false],
    ['a user whose id is the team id', { id: 'u1', type: 'team' }, 'u1', [], false],
  ] as const)('%s: %s', (_who, owner, viewer, teams, expected) => {
    expect(mayChangeBuildpack(owner, viewer, teams)).toBe(expected);
  });
});

describe('revision status wording', () => {
  it.each([
    ['pending', 'Publishing', 'info'],
    ['published', 'Published', 'success'],
    ['failed', 'Failed', 'error'],
  ] as const)('%s reads %s', (status, label, tone) => {
    expect(revisionStatusWording(status)).toMatchObject({ label, tone, sentence: expect.any(String) });
  });
});

const revision = (id: string, createdAt: string, status: 'pending' | 'published' | 'failed', release: number | null) => ({ id, createdAt, status, release });

describe('latest revision, current release and what a rollback republishes', () => {
  const revisions = [
    revision('a', '2026-01-01T00:00:00Z', 'published', 1),
    revision('c', '2026-03-01T00:00:00Z', 'failed', null),
    revision('b', '2026-02-01T00:00:00Z', 'published', 2),
    revision('d', '2026-04-01T00:00:00Z', 'pending', null),
  ];

  it('the latest is the newest, whatever its status', () => {
    expect(latestRevision(revisions)?.id).toBe('d');
    expect(newestFirst(revisions).map((item) => item.id)).toEqual(['d', 'c', 'b', 'a']);
    expect(latestRevision([])).toBeUndefined();
  });

  it('the current release is the highest published', () => {
    expect(currentRelease(revisions)?.id).toBe('b');
  });
});

describe('grouping and usage', () => {
  it('groups by namespace, both in alphabetical order', () => {
    const groups = groupByNamespace([
      { namespace: 'partner-acme', name: 'jq' },
      { namespace: 'acme', name: 'metrics' },
      { namespace: 'partner-acme', name: 'insights-agent' },
    ]);
    expect(groups.map((group) => [group.namespace, group.buildpacks.map((buildpack) => buildpack.name)])).toEqual([
      ['acme', ['metrics']],
      ['partner-acme', ['insights-agent', 'jq']],
    ]);
  });

  it('tells how an app uses it', () => {
    expect(buildpackUsage('acme', 'metrics')).toBe('heroku buildpacks:add acme/metrics');
  });
});
