/**
 * A webhook receiver for a whole test file, with the sandbox's delivery
 * schedule in milliseconds instead of minutes (four attempts, then give up;
 * disabled after 4 failed attempts in a row), put back after the file: for
 * the tests of retries, disabling and rotation. Call at the top of the file,
 * after sandboxForFile(), as that one is called.
 */
import { afterAll, beforeAll } from 'vitest';
import { setWebhookDeliveryOptions } from '../../fixtures/model/webhook-deliveries';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

export function webhookReceiverForFile(): Pick<WebhookReceiver, 'url' | 'received' | 'failures'> {
  let receiver: WebhookReceiver | undefined;
  let restoreOptions: (() => void) | undefined;
  beforeAll(async () => {
    restoreOptions = setWebhookDeliveryOptions({ scheduleMs: [0, 20, 40, 80], jitter: 0.2, disableAfterFailures: 4, rotationOverlapMs: 60_000 });
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    restoreOptions?.();
    await receiver?.close();
  });
  const started = () => {
    if (!receiver) throw new Error('The receiver starts in beforeAll; use it inside a test.');
    return receiver;
  };
  return {
    get url() {
      return started().url;
    },
    get received() {
      return started().received;
    },
    get failures() {
      return started().failures;
    },
    set failures(count: number) {
      started().failures = count;
    },
  };
}
