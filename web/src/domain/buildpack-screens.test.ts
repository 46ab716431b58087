import { describe, expect, it } from 'vitest';
import { archiveConfirmation, archiveConfirmationMatches, buildpackPagePath, buildpackLoadErrorMessage, filterBuildpacks, isTwoFactorChallenge, registryWriteErrorMessage } from './buildpack-screens';

const list = [
  { namespace: 'partner-acme', name: 'insights-agent', description: 'Installs the Acme Insights agent into any app.' },
  { namespace: 'partner-acme', name: 'jq', description: 'The jq command-line JSON processor.' },
  { namespace: 'acme', name: 'metrics', description: null },
];

describe('filterBuildpacks', () => {
  it.each([
    ['', ['insights-agent', 'jq', 'metrics']],
    ['   ', ['insights-agent', 'jq', 'metrics']],
    ['JQ', ['jq']],
    ['acme/met', ['metrics']],
    ['partner-acme', ['insights-agent', 'jq']],
    ['json processor', ['jq']],
    ['agent json', []],
    ['nothing-like-it', []],
  ])('%j keeps %j', (text, names) => {
    expect(filterBuildpacks(list, text).map((buildpack) => buildpack.name)).toEqual(names);
  });
});

describe('archiveConfirmationMatches', () => {
  const jq = { namespace: 'partner-acme', name: 'jq' };
  it.each([
    ['partner-acme/jq', true],
    ['  partner-acme/jq ', true],
    ['jq', false],
    ['partner-acme', false],
    ['Partner-Acme/jq', false],
    ['partner-acme/jq2', false],
    ['partner-acme%2Fjq', false],
    ['', false],
  ])('%j → %s', (typed, matches) => {
    expect(archiveConfirmationMatches(typed, jq)).toBe(matches);
  });
});

describe('archiveConfirmation: the typed confirmation archives only on a match', () => {
  const jq = { namespace: 'partner-acme', name: 'jq' };
  it('archives when partner-acme/jq is typed exactly', () => {
    expect(archiveConfirmation('partner-acme/jq', jq).archive).toBe(true);
  });

  it.each(['', 'jq', 'partner-acme/j', 'PARTNER-ACME/JQ', 'acme/jq'])('refuses %j, saying what to type', (typed) => {
    expect(archiveConfirmation(typed, jq)).toEqual({ archive: false, refusal: 'Type partner-acme/jq exactly to archive it.' });
  });
});

describe('isTwoFactorChallenge', () => {
  it.each([
    [{ status: 403, id: 'two_factor' }, true],
    [{ status: 403, id: 'forbidden' }, false],
    [{ status: 401, id: 'two_factor' }, false],
    [new Error('two_factor'), false],
    [null, false],
    ['two_factor', false],
  ])('%j → %s', (error, challenge) => {
    expect(isTwoFactorChallenge(error)).toBe(challenge);
  });
});

describe('error messages', () => {
  it('say who may write, what went missing, and when the registry is down', () => {
    expect(registryWriteErrorMessage({ status: 403, id: 'forbidden', detail: 'Only members.' }, 'archive')).toBe(
      'You may not archive this buildpack: only its owner or members of its team may.',
    );
    expect(registryWriteErrorMessage({ status: 404 }, 'roll back')).toBe('This buildpack is no longer on the registry.');
    expect(registryWriteErrorMessage({ status: 422, detail: 'Nothing to roll back to.' }, 'roll back')).toBe(
      'The registry refused to roll back this buildpack. Nothing to roll back to.',
    );
    expect(registryWriteErrorMessage({ status: 0 }, 'archive')).toMatch(/could not be reached/);
    expect(registryWriteErrorMessage({ status: 503 }, 'archive')).toBe('The registry could not archive this buildpack just now; try again in a moment.');
    expect(buildpackLoadErrorMessage({ status: 404 })).toBe('There is no such buildpack on the registry.');
    expect(buildpackLoadErrorMessage({ status: 403 })).toBe('You are not a member of the team that owns this buildpack.');
    expect(buildpackLoadErrorMessage({ status: 502 })).toBe('The buildpack registry is not answering just now; try again in a moment.');
  });
});

describe('buildpackPagePath', () => {
  it.each([
    ['partner-acme', 'jq', '/buildpacks/partner-acme/jq'],
    ['a/b', 'c', '/buildpacks/a%2Fb/c'],
    ['acme', 'x?y#z', '/buildpacks/acme/x%3Fy%23z'],
  ])('%s, %s → %s', (namespace, name, path) => {
    expect(buildpackPagePath(namespace, name)).toBe(path);
  });
});
