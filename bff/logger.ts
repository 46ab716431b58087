import pino, { type DestinationStream, type Logger } from 'pino';

/** What a credential's value is replaced with in the log. */
export const CENSOR = '[redacted]';

/**
 * Names whose values are credentials, at any depth and in any case; `-` stands for
 * `-`, `_` or nothing, so `set-cookie`, `Set-Cookie`, `accessToken`, `ACCESS_TOKEN`
 * and `access-token` are all caught.
 */
const SECRET_NAMES = [
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'access-token',
  'refresh-token',
  'id-token',
  'token',
  'code-verifier',
  'client-secret',
  'session-secret',
  'secret',
  'password',
  'api-key',
  'x-api-key',
];
const NAMES = SECRET_NAMES.map((name) => name.replaceAll('-', '[-_]?')).join('|');
const SECRET_KEY = new RegExp(`^(?:${NAMES})$`, 'i');
// On the finished line: one of those names as a JSON string followed by `:` (an
// object key) or `,` (a name in a [name, value, ...] header list such as Node's
// rawHeaders). Most lines have none and are written as they are, unparsed.
const MAY_HOLD_SECRET = new RegExp(`"(?:${NAMES})"\\s*[:,]`, 'i');

export const isSecretKey = (key: string) => SECRET_KEY.test(key);

/** A copy of a parsed log line with every credential's value replaced. */
function redact(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      const name = value[index - 1];
      return index % 2 === 1 && typeof name === 'string' && isSecretKey(name) ? CENSOR : redact(item);
    });
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, isSecretKey(key) ? CENSOR : redact(item)]),
    );
  }
  return value;
}

/**
 * Redacts one finished log line. It works on the JSON pino is about to write, so
 * it sees what the serializers made of `err`, `req` and `res`, and child loggers'
 * bindings, none of which pino's `redact.paths` (fixed paths, case-sensitive)
 * could reach at any depth.
 */
export function redactLine(line: string): string {
  if (!MAY_HOLD_SECRET.test(line)) return line;
  const end = line.endsWith('\n') ? '\n' : '';
  try {
    return `${JSON.stringify(redact(JSON.parse(line)))}${end}`;
  } catch {
    // Not JSON after all: withhold the line rather than risk writing a secret.
    return `${JSON.stringify({ msg: 'log line withheld: it could not be checked for credentials' })}${end}`;
  }
}

/** The BFF's logger: JSON lines to stdout (or `destination`), credentials redacted. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, hooks: { streamWrite: redactLine } }, destination);
}
