import { describe, expect, it } from 'vitest';
import { unreadWarningFor, type WarningNotificationFacts } from './integration-warning-banner';

const warning = (changes: Partial<WarningNotificationFacts> = {}): WarningNotificationFacts => ({
  id: 'n1',
  kind: 'integration_warning',
  addonSlug: 'acme-postgres',
  readAt: null,
  createdAt: '2026-11-26T04:00:00Z',
  subject: 'Failed calls at 41 %, against a usual 0.7 %',
  ...changes,
});

describe('unreadWarningFor', () => {
  it('is the newest unread early warning about the add-on', () => {
    const older = warning({ id: 'old', createdAt: '2026-11-20T00:00:00Z' });
    expect(unreadWarningFor([older, warning()], 'acme-postgres')?.id).toBe('n1');
    expect(unreadWarningFor([warning(), older], 'acme-postgres')?.id).toBe('n1');
  });

  it('is nothing once read, for another add-on, or for another kind', () => {
    expect(unreadWarningFor([warning({ readAt: '2026-11-27T00:00:00Z' })], 'acme-postgres')).toBeNull();
    expect(unreadWarningFor([warning()], 'acme-stream')).toBeNull();
    expect(unreadWarningFor([warning({ kind: 'webhook_disabled' })], 'acme-postgres')).toBeNull();
    expect(unreadWarningFor([], 'acme-postgres')).toBeNull();
  });
});
