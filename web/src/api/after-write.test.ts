import { describe, expect, it, vi } from 'vitest';
import { afterWrite } from './after-write';

describe('afterWrite', () => {
  it('runs its follow-up with what was written once the write succeeds', async () => {
    const then = vi.fn();
    await afterWrite(Promise.resolve({ id: 7 }), then);
    expect(then).toHaveBeenCalledWith({ id: 7 });
  });

  it('runs nothing, and throws nothing, when the write fails (the error flashes report it)', async () => {
    const then = vi.fn();
    await expect(afterWrite(Promise.reject(new Error('409')), then)).resolves.toBeUndefined();
    expect(then).not.toHaveBeenCalled();
  });
});
