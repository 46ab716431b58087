import { describe, expect, it } from 'vitest';
import { formatGeneralDateTime } from './general-date';
import {
  CANCEL_WORDS,
  canCancelReview,
  canRequestReview,
  isReviewFinalized,
  provisioningTooLong,
  REVIEW_POLL_INTERVAL_MS,
  REVIEW_STATUS_LABELS,
  REVIEW_STEPS,
  reviewHeading,
  reviewPollInterval,
  STEP_DISPLAY_LABELS,
  stepDisplay,
  stepText,
  type ReviewStep,
  type StepDisplay,
} from './automatic-review';

describe('finalised reviews (spec §4: finalized when not new, in_progress or cancelling)', () => {
  it.each([
    ['new', false],
    ['in_progress', false],
    ['cancelling', false],
    ['passed', true],
    ['failed', true],
    ['cancelled', true],
    ['error', true],
  ])('%s → finalized %s', (status, finalized) => {
    expect(isReviewFinalized(status)).toBe(finalized);
    expect(canRequestReview({ status })).toBe(finalized);
  });

  it('can be requested when there is none yet', () => {
    expect(canRequestReview(null)).toBe(true);
  });

  it.each([
    ['new', true],
    ['in_progress', true],
    ['cancelling', false],
    ['passed', false],
  ])('cancel while %s → %s', (status, cancellable) => {
    expect(canCancelReview({ status })).toBe(cancellable);
  });

  it('cannot cancel nothing', () => {
    expect(canCancelReview(null)).toBe(false);
  });
});

describe('polling (spec §9: every 3000 ms until finalised)', () => {
  it.each([
    [null, false],
    [undefined, false],
    [{ status: 'new' }, REVIEW_POLL_INTERVAL_MS],
    [{ status: 'in_progress' }, REVIEW_POLL_INTERVAL_MS],
    [{ status: 'cancelling' }, REVIEW_POLL_INTERVAL_MS],
    [{ status: 'passed' }, false],
  ])('%j → %s', (latest, interval) => {
    expect(reviewPollInterval(latest)).toBe(interval);
  });

  it('is 3 seconds', () => {
    expect(REVIEW_POLL_INTERVAL_MS).toBe(3000);
  });
});

describe('step display (spec §4)', () => {
  it.each<[string | null, StepDisplay]>([
    [null, 'pending'],
    ['completed', 'succeeded'],
    ['failed', 'failed'],
    ['internal_error', 'internalError'],
    ['async_wait', 'waitingOnProvisioning'],
    ['skipped', 'skipped'],
    ['cancelled', 'cancelled'],
  ])('%s → %s', (status, display) => {
    expect(stepDisplay(status)).toBe(display);
  });

  it('refuses an unknown status', () => {
    expect(() => stepDisplay('exploded')).toThrow(/Unknown automatic review step status/);
  });
});

describe('step texts (spec §4, §8)', () => {
  it.each<[ReviewStep, string]>([
    ['manifest', 'Manifest is valid.'],
    ['provision', 'Provisioning succeeded.'],
    ['deprovision', 'Deprovisioning succeeded.'],
    ['reprovision', 'Reprovisioning succeeded.'],
  ])('%s succeeded reads %s', (step, text) => {
    expect(stepText(step, 'succeeded')).toBe(text);
  });

  it.each<[ReviewStep, string]>([
    ['provision', "Provisioning didn't succeed."],
    ['reprovision', "Reprovisioning didn't succeed."],
  ])('%s failed reads %s', (step, text) => {
    expect(stepText(step, 'failed')).toBe(text);
  });

  it.each<[ReviewStep, string]>([
    ['manifest', 'manifest check'],
    ['provision', 'provisioning check'],
    ['deprovision', 'deprovisioning check'],
    ['reprovision', 'reprovisioning check'],
  ])('%s internal error names the %s', (step, check) => {
    expect(stepText(step, 'internalError')).toBe(`Something went wrong during the ${check}. Please try again. If the issue continues, create a ticket.`);
  });

  it('spells "canceled" one way in every word of the review panel, the spec\'s (issue 21 item 13)', () => {
    const words = [...Object.values(STEP_DISPLAY_LABELS), ...Object.values(REVIEW_STATUS_LABELS), ...Object.values(CANCEL_WORDS)];
    for (const step of REVIEW_STEPS) words.push(stepText(step, 'cancelled') ?? '');
    expect(words.filter((word) => /cancelled|cancelling/i.test(word))).toEqual([]);
    expect(STEP_DISPLAY_LABELS.cancelled).toBe('Canceled');
    expect(REVIEW_STATUS_LABELS.cancelled).toBe('Canceled');
    expect(REVIEW_STATUS_LABELS.cancelling).toBe('Canceling...');
  });

  it('calls one outcome by one word: a review that succeeded is "Succeeded", as its steps are (issue 31 item 19)', () => {
    expect(REVIEW_STATUS_LABELS.succeeded).toBe(STEP_DISPLAY_LABELS.succeeded);
    expect(REVIEW_STATUS_LABELS.succeeded).toBe('Succeeded');
    expect(REVIEW_STATUS_LABELS.failed).toBe(STEP_DISPLAY_LABELS.failed);
  });

  it('heads a requested review "Requested <when>" once, not "Requested · requested"; others with their status', () => {
    const createdAt = '2026-03-02T10:00:00Z';
    const when = formatGeneralDateTime(createdAt);
    expect(reviewHeading({ status: 'new', createdAt })).toBe(`Requested ${when}`);
    expect(reviewHeading({ status: 'in_progress', createdAt })).toBe(`Running · requested ${when}`);
    expect(reviewHeading({ status: 'succeeded', createdAt })).toBe(`Succeeded · requested ${when}`);
    expect(reviewHeading({ status: 'new', createdAt }).toLowerCase().match(/requested/g)).toHaveLength(1);
  });

  it('words cancelled steps as the spec does', () => {
    expect(stepText('manifest', 'cancelled')).toBe('Canceled before manifest was checked.');
    expect(stepText('deprovision', 'cancelled')).toBe('Canceled before deprovisioning was checked.');
  });

  it('starts skipped steps with "Skipped"', () => {
    for (const step of REVIEW_STEPS) expect(stepText(step, 'skipped')).toMatch(/^Skipped /);
  });

  it('says nothing for a pending step', () => {
    expect(stepText('manifest', 'pending')).toBeNull();
  });
});

describe('provisioning taking too long', () => {
  const startedAt = '2026-11-24T10:00:00Z';
  it.each([
    ['async_wait', '2026-11-24T10:04:59Z', false],
    ['async_wait', '2026-11-24T10:05:01Z', true],
    ['completed', '2026-11-24T11:00:00Z', false],
    [null, '2026-11-24T11:00:00Z', false],
  ])('%s at %s → %s', (status, now, tooLong) => {
    expect(provisioningTooLong({ status, startedAt }, new Date(now))).toBe(tooLong);
  });

  it('needs a start time', () => {
    expect(provisioningTooLong({ status: 'async_wait', startedAt: null }, new Date())).toBe(false);
  });
});
