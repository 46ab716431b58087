import { describe, expect, it } from 'vitest';
import { leavePanel } from './leave-panel';

describe('leavePanel', () => {
  it("replaces the panel's history entry, so Back after a save does not reopen it (issue 31 item 20)", () => {
    expect(leavePanel()).toEqual({ replace: true });
  });

  it('carries what the page does on arrival', () => {
    expect(leavePanel({ reveal: 'plan-1' })).toEqual({ replace: true, state: { reveal: 'plan-1' } });
  });
});
