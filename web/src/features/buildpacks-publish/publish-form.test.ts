import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { ownerChoices } from '../../domain/buildpack-publish';
import { publishProblem } from './publish-errors';
import { hasPublishInput, initialPublishValues, publishFieldId, publishSchema, toCreateBuildpack, type PublishValues } from './publish-form';

const valid: PublishValues = {
  ...initialPublishValues,
  namespace: 'partner-acme',
  name: 'fresh-buildpack',
  category: 'tools',
  repository: 'partner-acme/fresh-buildpack',
  ref: 'main',
};

async function errorsOf(values: Partial<PublishValues>): Promise<Record<string, string>> {
  try {
    await publishSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    // The first message of each field, as Formik keeps it.
    return Object.fromEntries(inner.reverse().map((issue) => [issue.path, issue.message]));
  }
}

describe('the publish form checks what the registry would refuse', () => {
  it('takes a complete form', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it('refuses a name the registry refuses, and blanks', async () => {
    expect(await errorsOf({ name: '-fresh' })).toEqual({ name: 'must start with a letter or digit and use only letters, digits, "_" and "-"' });
    expect(await errorsOf({ namespace: 'a b', name: '' })).toEqual({ namespace: 'cannot contain "/" or spaces', name: "can't be blank" });
    expect(await errorsOf({ repository: '', category: '' })).toEqual({ repository: 'Choose the repository to publish from.', category: 'Choose a category.' });
  });

  it('asks for the support address the method needs, in its form', async () => {
    expect(await errorsOf({ supportMethod: 'email', supportAddress: '' })).toEqual({ supportAddress: "can't be blank" });
    expect(await errorsOf({ supportMethod: 'email', supportAddress: 'support at acme' })).toEqual({ supportAddress: 'must be an e-mail address' });
    expect(await errorsOf({ supportMethod: 'website', supportAddress: 'http://acme.test/help' })).toEqual({ supportAddress: 'must be an https:// address' });
    expect(await errorsOf({ supportMethod: 'website', supportAddress: 'https://acme.test/help' })).toEqual({});
    expect(await errorsOf({ supportMethod: 'github', supportAddress: 'anything' })).toEqual({});
  });

  it('sends the address only for a method that has one, and the chosen owner', () => {
    const [, team] = ownerChoices({ id: 'u', name: 'U' }, [{ id: 'm', role: 'admin', team: { id: 't', name: 'acme', type: 'enterprise', twoFactorAuthentication: true } }]);
    expect(toCreateBuildpack({ ...valid, supportMethod: 'github', supportAddress: 'left over' }, team!)).toEqual({
      name: 'fresh-buildpack',
      namespace: 'partner-acme',
      description: null,
      category: 'tools',
      source: { type: 'github', owner: 'partner-acme', repo: 'fresh-buildpack' },
      support: { method: 'github', address: null },
      owner: { id: 't', type: 'enterprise' },
    });
    expect(toCreateBuildpack({ ...valid, supportMethod: 'email', supportAddress: ' help@acme.test ' }, team!).support).toEqual({ method: 'email', address: 'help@acme.test' });
  });
});

describe('where a refusal is shown', () => {
  const refused = (status: number, id: string) => new ApiError({ status, id, detail: 'registry words' });

  it.each([
    ['name_taken', 'name'],
    ['namespace_taken', 'namespace'],
    ['unknown_repository', 'repository'],
    ['unknown_ref', 'ref'],
  ] as const)('422 %s on %s', (id, field) => {
    expect(publishProblem(refused(422, id))).toMatchObject({ kind: 'field', field });
  });

  it('403 two_factor asks for the code; other 403s and 5xx go above the form', () => {
    expect(publishProblem(refused(403, 'two_factor'))).toMatchObject({ kind: 'twoFactor' });
    expect(publishProblem(refused(403, 'forbidden'))).toEqual({ kind: 'form', message: 'registry words' });
    expect(publishProblem(refused(503, 'unavailable'))).toMatchObject({ kind: 'form', message: expect.stringContaining('did not answer') });
    expect(publishProblem(refused(422, 'revision_pending'))).toMatchObject({ kind: 'form', message: expect.stringContaining('still being published') });
  });

  it('focuses the element that shows each field', () => {
    expect(publishFieldId('supportAddress')).toBe('publish-support-address');
    expect(publishFieldId('repository')).toBe('publish-repository-search');
    expect(publishFieldId('name')).toBe('publish-name');
  });
});

describe('hasPublishInput (leaving the page asks only then)', () => {
  const owners = ownerChoices({ id: 'u', name: 'U' }, [{ id: 'm', role: 'admin', team: { id: 't', name: 'acme', type: 'enterprise', twoFactorAuthentication: true } }], 'partner-acme');
  const untouched: PublishValues = { ...initialPublishValues, namespace: 'partner-acme' };

  it('holds none when the form only filled itself in (the login namespace, an owner chosen)', () => {
    expect(hasPublishInput(initialPublishValues, owners)).toBe(false);
    expect(hasPublishInput(untouched, owners)).toBe(false);
  });

  it('holds some as soon as anything is typed or picked', () => {
    expect(hasPublishInput({ ...untouched, name: 'f' }, owners)).toBe(true);
    expect(hasPublishInput({ ...untouched, category: 'tools' }, owners)).toBe(true);
    expect(hasPublishInput({ ...untouched, repository: 'partner-acme/fresh-buildpack' }, owners)).toBe(true);
    expect(hasPublishInput({ ...untouched, namespace: 'partner-acme-2' }, owners)).toBe(true);
  });

  it("takes a team chosen as owner for input, but not the team's namespace it fills in", () => {
    const team = owners.find((owner) => owner.value !== 'user')!;
    expect(hasPublishInput({ ...untouched, owner: team.value, namespace: team.namespace }, owners)).toBe(true);
    expect(hasPublishInput({ ...untouched, namespace: '' }, owners)).toBe(false);
  });
});
