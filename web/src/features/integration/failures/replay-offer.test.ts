import { describe, expect, it } from 'vitest';
import { companyPermission, PERMISSION_PENDING } from '../../../domain/company-permission';
import { NO_TEST_ENDPOINT, replayOffer } from './replay-offer';

const as = (companyRole: 'owner' | 'developer' | 'finance' | 'support') => companyPermission({ platformAdmin: false, companyRole }, 'manageCredentials');
const CREDENTIALS_REASON = 'Only an Owner or Developer can change settings and credentials.';

describe('replay offer', () => {
  it('hides the button from a role that may not replay, with its reason', () => {
    expect(replayOffer(as('finance'), { url: 'https://staging.acme.test' })).toEqual({ kind: 'hidden', reason: CREDENTIALS_REASON });
    expect(replayOffer(as('support'), { url: null })).toEqual({ kind: 'hidden', reason: CREDENTIALS_REASON });
  });

  it('offers nothing, and refuses nothing, while the user is not known', () => {
    expect(replayOffer(PERMISSION_PENDING, { url: 'https://staging.acme.test' })).toEqual({ kind: 'hidden', reason: null });
  });

  it('disables the button for a role that may, while the add-on has no test endpoint, saying where to set one', () => {
    expect(replayOffer(as('developer'), { url: null })).toEqual({ kind: 'disabled', reason: NO_TEST_ENDPOINT });
    expect(replayOffer(as('owner'), undefined)).toEqual({ kind: 'disabled', reason: null });
  });

  it('sends once a role that may has a test endpoint', () => {
    expect(replayOffer(as('owner'), { url: 'https://staging.acme.test' })).toEqual({ kind: 'ready' });
    expect(replayOffer(companyPermission({ platformAdmin: true, companyRole: null }, 'manageCredentials'), { url: 'http://localhost:4109' })).toEqual({ kind: 'ready' });
  });
});
