import type { Session } from 'express-session';
import { sessionStoreUnavailable } from '../errors';

// express-session's session methods take callbacks; these make them awaitable and
// turn store failures into the typed 503.

function settle(run: (done: (error?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    run((error) => (error ? reject(sessionStoreUnavailable(error)) : resolve()));
  });
}

export const saveSession = (session: Session) => settle((done) => session.save(done));
export const regenerateSession = (session: Session) => settle((done) => session.regenerate(done));
export const destroySession = (session: Session) => settle((done) => session.destroy(done));
