import { createCipheriv, createDecipheriv, createHash, createSecretKey, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';
import type { SessionData } from 'express-session';
import { LRUCache } from 'lru-cache';
import './types';

/** HKDF's info label: keys for sessions at rest are never the cookie-signing HMAC keys, nor any other use of the secret. */
const KEY_INFO = 'portal session at rest v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/*
 * What Redis holds for a session: a small JSON envelope, valid JSON on purpose,
 * `{"tokenVersion":<n|null>,"sealed":"v1.<key id>.<base64 of iv | GCM tag | ciphertext>"}`.
 * Its `tokenVersion` stays in plaintext because the write script compares it
 * atomically (redis-session-store.ts: still `cjson.decode(current).tokenVersion`);
 * everything else — tokens, e-mail, name, a pending sign-in's verifier and
 * nonce — is sealed. A replica of the previous release reading an envelope
 * (rolling deploy) sees a session without `auth`, i.e. signed out, rather than
 * failing to parse it.
 * Opening is on every proxied request, so the envelope is taken apart by
 * position, not by JSON.parse or a regular expression over the whole value
 * (each costs more than the decryption's set-up); the sealed bytes need no
 * check of their own: GCM authenticates them.
 */
const HEAD = '{"tokenVersion":';
const SEALED = ',"sealed":"v1.';
const KEY_ID_LENGTH = 8;
const TAIL = '"}';
const VERSION = /^(?:null|\d{1,15})$/;
/** Sessions whose last opening is remembered: the signed-in users of one replica, about 1 KB each. */
const REMEMBERED_OPENINGS = 10_000;

interface SessionKey {
  id: string;
  key: KeyObject;
}

/**
 * Seals sessions for the store with AES-256-GCM under a key derived from
 * SESSION_SECRET, and opens them again. Like the cookie signature, the first
 * secret seals and every listed secret opens (rotation); the envelope names its
 * key, so opening never tries keys in turn. The session id and the plaintext
 * token version are the associated data: a sealed value copied under another
 * id, or given another version, does not open.
 *
 * Whatever does not open — tampered, truncated, sealed under a secret no longer
 * listed, or plaintext JSON stored before sessions were sealed — is no session
 * at all (signed out), never an error and never trusted. Plaintext sessions
 * from before are deliberately refused rather than accepted once: accepting
 * them would let anyone able to write to Redis plant a session, and the cost
 * is one sign-in per user after the upgrade.
 *
 * Keys are derived once, here, at start-up: nothing per request but the cipher.
 */
export class SessionCipher {
  private readonly sealing: SessionKey;
  private readonly opening: ReadonlyMap<string, KeyObject>;
  /*
   * The last value each session id opened from, and its plaintext. Opening is a
   * pure function of (id, stored value) — the key is named in the value, the
   * keys never change while the process runs — so an identical value under the
   * same id opens to the same plaintext without the cipher (the larger part
   * of a proxied call's session cost, issue 24). The store is still read on every
   * call: a session changed or destroyed anywhere is another value, or none,
   * and is opened (or not) afresh. Only values that opened are remembered, so
   * forged ones cannot push real sessions out; the plaintext is parsed anew
   * each time, so callers never share a mutable session.
   */
  private readonly opened = new LRUCache<string, { stored: string; plaintext: string }>({ max: REMEMBERED_OPENINGS });

  constructor(secrets: readonly [string, ...string[]]) {
    const keys = secrets.map(deriveKey);
    this.sealing = keys[0] as SessionKey;
    // First listed wins a (practically impossible) id clash between different keys.
    this.opening = new Map([...keys].reverse().map(({ id, key }) => [id, key]));
  }

  /** The value to store for session `sid`. */
  seal(sid: string, data: SessionData): string {
    const version = versionText(data.tokenVersion);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.sealing.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(associatedData(sid, version));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
    const sealed = Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
    return `${HEAD}${version}${SEALED}${this.sealing.id}.${sealed}${TAIL}`;
  }

  /** The session stored as `stored` under `sid`, or undefined when it does not open (see above). */
  open(sid: string, stored: string): SessionData | undefined {
    const known = this.opened.get(sid);
    if (known !== undefined && known.stored === stored) return JSON.parse(known.plaintext) as SessionData;
    const plaintext = this.decrypt(sid, stored);
    if (plaintext === undefined) return undefined;
    let data: SessionData;
    try {
      data = JSON.parse(plaintext) as SessionData;
    } catch {
      return undefined;
    }
    this.opened.set(sid, { stored, plaintext });
    return data;
  }

  private decrypt(sid: string, stored: string): string | undefined {
    if (!stored.startsWith(HEAD) || !stored.endsWith(TAIL)) return undefined;
    const sealedAt = stored.indexOf(SEALED, HEAD.length);
    const keyAt = sealedAt + SEALED.length;
    const bytesAt = keyAt + KEY_ID_LENGTH + 1;
    if (sealedAt < 0 || stored[bytesAt - 1] !== '.') return undefined;
    const version = stored.slice(HEAD.length, sealedAt);
    const key = this.opening.get(stored.slice(keyAt, bytesAt - 1));
    if (!key || !VERSION.test(version)) return undefined;
    const encoded = stored.slice(bytesAt, -TAIL.length);
    const bytes = Buffer.from(encoded, 'base64');
    // Buffer.from skips what is not base64; a value must be its one encoding, nothing added.
    if (bytes.length <= IV_BYTES + TAG_BYTES || bytes.length !== Buffer.byteLength(encoded, 'base64')) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAAD(associatedData(sid, version));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      // final() throws when the tag does not match: altered, moved, or another key.
      return undefined;
    }
  }
}

function deriveKey(secret: string): SessionKey {
  const key = Buffer.from(hkdfSync('sha256', secret, '', KEY_INFO, 32));
  // A hash of the derived key, not of the secret: names the key, reveals nothing usable.
  // A KeyObject, imported once: a Buffer key is imported again by every cipher.
  return { id: createHash('sha256').update(key).digest('hex').slice(0, KEY_ID_LENGTH), key: createSecretKey(key) };
}

function versionText(version: number | undefined): string {
  return Number.isSafeInteger(version) && (version as number) >= 0 ? String(version) : 'null';
}

/* The version never holds '|', so `version|sid` cannot be read two ways. */
function associatedData(sid: string, version: string): Buffer {
  return Buffer.from(`${version}|${sid}`, 'utf8');
}
