import { useState } from 'react';
import { isTwoFactorChallenge } from '../../domain/buildpack-screens';

export interface TwoFactorWrite {
  /** Runs the write; a 403 `two_factor` opens the code prompt instead of failing. */
  run: (code?: string) => void;
  /** The prompt is open (the registry asked for a code). */
  asking: boolean;
  /** Why the last code was refused (shown on the field), undefined before one was sent. */
  codeError: string | undefined;
  /** Another failure, for the dialog that asked for the write. */
  error: unknown;
  busy: boolean;
  /** Closes the prompt and forgets the failure (the user cancelled). */
  reset: () => void;
}

/**
 * A registry write that may need a second factor (spec §5, issue 23): sent
 * without a code first; when the registry answers 403 `two_factor` the screen
 * asks for one and sends it again with the code, keeping the user where they
 * were. A wrong code keeps the prompt open with the registry's reason on the field.
 */
export function useTwoFactorWrite(write: (code: string | undefined) => Promise<unknown>, onDone: () => void): TwoFactorWrite {
  const [asking, setAsking] = useState(false);
  const [codeError, setCodeError] = useState<string>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const run = (code?: string) => {
    setBusy(true);
    setError(undefined);
    write(code).then(
      () => {
        setBusy(false);
        setAsking(false);
        setCodeError(undefined);
        onDone();
      },
      (failure: unknown) => {
        setBusy(false);
        if (isTwoFactorChallenge(failure)) {
          setAsking(true);
          setCodeError(code === undefined ? undefined : ((failure as { detail?: string }).detail ?? 'That code is not valid.'));
          return;
        }
        setAsking(false);
        setError(failure);
      },
    );
  };
  const reset = () => {
    setAsking(false);
    setCodeError(undefined);
    setError(undefined);
  };
  return { run, asking, codeError, error, busy, reset };
}
