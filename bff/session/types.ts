import 'express-session';

/** What a signed-in session holds. Tokens stay here, server-side, and never reach the browser. */
export interface AuthState {
  accessToken: string;
  refreshToken: string | undefined;
  idToken: string | undefined;
  /** Epoch ms when the access token expires (undefined when the IdP gave no expiry). */
  accessTokenExpiresAt: number | undefined;
  /** The identity provider's stable subject identifier: who signed in, whatever their e-mail becomes. */
  sub: string;
  email: string;
  name: string;
  isAdmin: boolean;
  /** Epoch ms of sign-in: the absolute lifetime counts from here. */
  signedInAt: number;
  /** Epoch ms of the last request, coarse (see lifetime.ts): the idle timeout counts from here. */
  lastSeenAt: number;
  /** True when these tokens replaced ones an upstream refused: if they are refused too, the session ends. */
  replacedAfterRejection?: boolean;
}

/** The checks of a sign-in in progress, kept until the IdP calls back. */
export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  startedAt: number;
}

declare module 'express-session' {
  interface SessionData {
    auth: AuthState;
    /** Only in a pending sign-in's own record (pending-logins.ts), never in a browser's session. */
    pendingLogin: PendingLogin;
    /**
     * Bumped each time the tokens change (a refresh). A write carrying another
     * version than the stored one was loaded before that change and is dropped,
     * so a slow request can never put spent tokens back (see versioned-store.ts).
     */
    tokenVersion: number;
  }
}
