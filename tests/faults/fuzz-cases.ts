/**
 * Seeded generator of malformed HTTP/1.1 requests for tests/faults/fuzz.test.ts.
 * A case is bytes written to a socket as they are, so it can be anything a
 * client library would refuse to send: bad framing, duplicate or oversized
 * headers, bodies that disagree with their Content-Length, unknown methods.
 */

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    int,
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[int(items.length)] as T,
    bytes: (length: number) => Buffer.from(Array.from({ length }, () => int(256))),
  };
}
type Random = ReturnType<typeof seededRandom>;

/** What the generator needs to know about the BFF under test. */
export interface FuzzTarget {
  /** `localhost:<port>`: the Host of PUBLIC_URL, so most requests get past the canonical-host check. */
  host: string;
  /** A signed-in user's `portal.sid=…` cookie pair. */
  sessionCookie: string;
  /** Another signed-in user's, for /log-out: a well-formed log-out may rightly end that session, never the first. */
  expendableCookie: string;
  /** Takes a sign-in in progress (its `portal.login.<state>` cookie and state), or undefined when none is left. */
  takePendingLogin(): { cookie: string; state: string } | undefined;
}

export interface FuzzCase {
  id: number;
  /** The mount this case aims at, for the per-mount tally. */
  mount: string;
  method: string;
  bytes: Buffer;
  /**
   * The request announces more than it sends (body shorter than Content-Length,
   * chunked body without its last chunk, head without its blank line): the
   * server may rightly wait for the rest, so these get a short deadline and a
   * tally of their own.
   */
  truncated: boolean;
  /** The mutations applied, to reproduce a failure by reading them. */
  notes: string[];
}

/** Every mount of the BFF, with paths a real client would use there. */
export const MOUNTS: Record<string, string[]> = {
  '/api/v3': ['/api/v3/current_user', '/api/v3/addons', '/api/v3/addons/acme-db', '/api/v3/addons/acme-db/plans', '/api/v3/'],
  '/platform': ['/platform/account', '/platform/addons/acme-db', '/platform'],
  '/code-hosting': ['/code-hosting/github/user', '/code-hosting/github/orgs'],
  '/buildpack-registry': [
    '/buildpack-registry/buildpacks?in[namespace][]=acme&in[namespace][]=partner-acme',
    '/buildpack-registry/buildpacks/b9c00000-0000-4000-8000-000000000001/revisions',
  ],
  '/bff/session': ['/bff/session'],
  '/bff/token': ['/bff/token'],
  '/bff/nothing': ['/bff/nothing', '/bff/', '/bff'],
  '/login': ['/login', '/login?return_to=%2Faddons', '/login?return_to=https%3A%2F%2Fevil.test'],
  '/login/oauth': ['/login/oauth', '/login/oauth?code=abc&state=def'],
  '/log-out': ['/log-out'],
  '/ui-components': ['/ui-components/', '/ui-components/index.html', '/ui-components/iframe.html'],
  '/assets': ['/assets/app.js', '/assets/missing.js', '/assets/'],
  '/': ['/', '/index.html'],
  '/addons': ['/addons', '/addons/acme-db/listing', '/addons/acme-db/plans?tab=1'],
  '/healthz': ['/healthz'],
  '/readyz': ['/readyz'],
};

const METHODS = ['GET', 'GET', 'GET', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'CONNECT', 'PROPFIND', 'PURGE', 'SEARCH', 'FOO', 'get', 'G\u00c9T', 'X'.repeat(300)];

const PATH_SUFFIXES = [
  '/..', '/../../../etc/passwd', '/%2e%2e/%2e%2e/', '/%2E%2e%2fadmin', '/.%2e/', '/./', '/%00', '%00.json', '%', '%zz', '/%C0%AF..',
  '/%E2%80%AE', '/\u00e9t\u00e9', '/\u2603', '//', '//evil.test/x', '\\', '\\..\\..\\', ';jsessionid=1', '/%0d%0aSet-Cookie:%20x=1',
  `/${'a'.repeat(9_000)}`, `/${'b'.repeat(70_000)}`, '/%ff%fe', '/%252e%252e/',
];
const QUERIES = [
  '?return_to=//evil.test', '?return_to=%0d%0aLocation:%20https://evil.test', '?a=%', '?a[b][c][d][e]=1', '?__proto__[polluted]=1',
  '?constructor[prototype][x]=1', `?${'&'.repeat(5_000)}`, '?state=a&state=b&code=x', `?code=${'A'.repeat(5_000)}`,
  '?error=access_denied&error_description=%3Cscript%3E', '?x=%ff%fe', '?#fragment', '?iss=https%3A%2F%2Fevil.test&code=x',
];

function mutatePath(random: Random, path: string, notes: string[]): string {
  const roll = random.int(10);
  if (roll < 4) return path;
  if (roll === 4) {
    const target = random.pick(['*', '', `http://evil.test${path}`, `//${path}`, path.toUpperCase(), `http://localhost${path}`]);
    notes.push(`target:${target.slice(0, 40)}`);
    return target;
  }
  let mutated = path;
  for (let count = 1 + random.int(2); count > 0; count--) {
    const junk = random.chance(0.7) ? random.pick(PATH_SUFFIXES) : random.pick(QUERIES);
    notes.push(`path+${junk.slice(0, 30)}`);
    mutated += junk;
  }
  return mutated;
}

function hostHeaders(random: Random, host: string, notes: string[]): [string, string][] {
  if (random.chance(0.85)) return [['Host', host]];
  const junk = random.pick<[string, string][]>([
    [], [['Host', '']], [['Host', 'evil.test']], [['Host', 'localhost:1']], [['Host', host.toUpperCase()]],
    [['Host', host], ['Host', 'evil.test']], [['Host', `${host}\u0000`]], [['Host', 'a'.repeat(5_000)]], [['Host', '[::1]']],
    [['Host', `${host}/path`]], [['Host', `${host}@evil.test`]], [['Host', host], ['X-Forwarded-Host', 'evil.test']],
  ]);
  notes.push(`host:${JSON.stringify(junk).slice(0, 60)}`);
  return junk;
}

function cookieHeaders(random: Random, target: FuzzTarget, mount: string, notes: string[]): [string, string][] {
  const session = mount === '/log-out' ? target.expendableCookie : target.sessionCookie;
  const [, id = ''] = /s%3A([^.]+)\./.exec(session) ?? [];
  const roll = random.int(20);
  if (mount === '/login/oauth' && roll < 8) {
    const pending = target.takePendingLogin();
    if (pending) {
      notes.push('cookie:pending-login');
      return [['Cookie', pending.cookie], ['X-Fuzz-State', pending.state]];
    }
  }
  if (roll < 7) return [['Cookie', session]];
  if (roll < 10) return [];
  const junk = random.pick([
    `portal.sid=${id}`, `portal.sid=s%3A${id}.forged`, `portal.sid=s%3A${'x'.repeat(32)}.${'A'.repeat(43)}`, `portal.sid=${'z'.repeat(8_000)}`,
    Array.from({ length: 300 }, (_, index) => `c${index}=${index}`).join('; '), `portal.sid=%E0%A4%A; ${session}`, `${session}; ${session}`,
    `portal.sid="${id}"`, 'portal.sid=s%3A', '=; ; ;=;', `portal.login.x=${'y'.repeat(100)}`, 'portal.login.__proto__=s%3Ax',
    `${session}; portal.sid=s%3Aother.sig`, `portal.sid=\u00ff\u00fe`, 'portal.sid=%%%',
  ]);
  notes.push(`cookie:${junk.slice(0, 40)}`);
  return [['Cookie', junk]];
}

function otherHeaders(random: Random, notes: string[]): [string, string][] {
  const headers: [string, string][] = [];
  const maybe = (probability: number, name: string, values: readonly string[]) => {
    if (!random.chance(probability)) return;
    const value = random.pick(values);
    headers.push([name, value]);
    if (value !== '1' || name !== 'X-CSRF') notes.push(`${name}:${value.slice(0, 30)}`);
  };
  maybe(0.6, 'X-CSRF', ['1', '1', '1', '0', 'true', ' 1 ', '', '1, 1', '\u00b9']);
  if (random.chance(0.05)) headers.push(['X-CSRF', '1'], ['X-CSRF', '1']);
  maybe(0.6, 'Accept', ['application/json', 'text/html', '*/*', ';;;', 'text/html;q=abc', 'application/json;q=0, text/html;q=0', `${'a/b, '.repeat(2_000)}c/d`, 'image/*']);
  maybe(0.25, 'Origin', ['null', 'https://evil.test', 'http://localhost', `http://${'o'.repeat(3_000)}`, '\u00ff', 'file://']);
  maybe(0.3, 'Content-Type', ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=', 'application/json; charset=utf-99', 'text/plain', '']);
  maybe(0.08, 'Expect', ['100-continue', 'fireworks']);
  maybe(0.08, 'Range', ['bytes=junk', 'bytes=0-0,1-1,2-2,3-3', 'bytes=999999-', 'bytes=-1']);
  maybe(0.05, 'If-None-Match', ['*', '"x"', ',,,']);
  maybe(0.05, 'If-Modified-Since', ['yesterday', 'Thu, 01 Jan 2099 00:00:00 GMT']);
  maybe(0.05, 'X-Forwarded-For', ['junk', '1.2.3.4, , ,', '::ffff:999.1.1.1']);
  maybe(0.05, 'X-Forwarded-Proto', ['gopher', 'https, http']);
  maybe(0.04, 'Connection', ['upgrade', 'close', 'keep-alive, Upgrade']);
  maybe(0.04, 'Upgrade', ['websocket', 'h2c']);
  maybe(0.05, 'Content-Encoding', ['gzip', 'br', 'x-junk']);
  maybe(0.04, 'Authorization', ['Bearer junk', 'Basic %%%']);
  if (random.chance(0.03)) {
    headers.push(['X-Huge', 'h'.repeat(random.pick([4_000, 12_000, 20_000]))]);
    notes.push('huge header');
  }
  if (random.chance(0.03)) {
    for (let index = 0; index < random.pick([60, 200, 2_100]); index++) headers.push([`X-Many-${index}`, String(index)]);
    notes.push('many headers');
  }
  if (random.chance(0.03)) {
    const [name, value] = random.pick<[string, string]>([['X Junk', '1'], ['(x)', '1'], ['X-\u00e9', '1'], ['X-Ctl', 'a\u0001b'], ['X-Del', '\u007f'], ['X-Nul', 'a\u0000b'], ['', 'empty name']]);
    headers.push([name, value]);
    notes.push(`bad header:${JSON.stringify(name)}`);
  }
  return headers;
}

function body(random: Random, method: string, notes: string[]): Buffer {
  const wantsBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) ? random.chance(0.8) : random.chance(0.15);
  if (!wantsBody) return Buffer.alloc(0);
  const kind = random.pick(['json-invalid', 'utf8-invalid', 'binary', 'multipart', 'form', 'deep-json', 'big', 'json-ok']);
  notes.push(`body:${kind}`);
  switch (kind) {
    case 'json-invalid': return Buffer.from(random.pick(['{"name":', '{name: 1}', '[1,2,', '"\\ud800"', 'null null', '{"a":1}}']));
    case 'utf8-invalid': return Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d]);
    case 'binary': return random.bytes(1 + random.int(4_000));
    case 'multipart': return Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="../../a.png"\r\n\r\n\u0089PNG\r\n--x');
    case 'form': return Buffer.from(random.pick(['%%%=&&', 'email=a%ZZ', `${'k=v&'.repeat(2_000)}`, 'a[b][c]=1&__proto__=x']));
    case 'deep-json': return Buffer.from(`${'['.repeat(20_000)}${']'.repeat(20_000)}`);
    case 'big': return random.bytes(200_000);
    default: return Buffer.from('{"name":"Fuzz","slug":"fuzz"}');
  }
}

/** Frames head and body; some cases lie about the body's length or format. */
function frame(random: Random, head: string[], payload: Buffer, notes: string[]): { bytes: Buffer; truncated: boolean } {
  let eol = '\r\n';
  let truncated = false;
  let bodyBytes = payload;
  const roll = random.int(100);
  if (roll < 3) {
    head.push(`Content-Length: ${payload.length + 100}`);
    truncated = true;
    notes.push('truncated body');
  } else if (roll < 6) {
    const length = random.pick(['-1', 'abc', '1e3', '0x10', '99999999999999999999', ' 5', '5, 6', '7000000']);
    head.push(`Content-Length: ${length}`);
    notes.push('bad content-length');
    // Node reads ' 5' as 5: with fewer body bytes than that, the request is simply unfinished.
    if (length === ' 5' && bodyBytes.length < 5) truncated = true;
  } else if (roll < 8) {
    head.push(`Content-Length: ${payload.length}`, `Content-Length: ${payload.length + 1}`);
    notes.push('two content-lengths');
  } else if (roll < 11) {
    head.push('Transfer-Encoding: chunked');
    bodyBytes = Buffer.concat([Buffer.from(`${payload.length.toString(16)}\r\n`), payload, Buffer.from('\r\n0\r\n\r\n')]);
    notes.push('chunked');
  } else if (roll < 13) {
    head.push('Transfer-Encoding: chunked', `Content-Length: ${payload.length}`);
    notes.push('chunked + content-length');
  } else if (roll < 15) {
    head.push(`Transfer-Encoding: ${random.pick(['gzip', 'chunked, gzip', 'xchunked', 'identity', 'chunked\u0000'])}`);
    notes.push('bad transfer-encoding');
  } else if (roll < 16) {
    head.push('Transfer-Encoding: chunked');
    bodyBytes = Buffer.from(random.pick(['zz\r\nabc\r\n0\r\n\r\n', '5;ext="\u0000"\r\nhello\r\n0\r\n\r\n', '-1\r\n\r\n', 'ffffffffffffffffff\r\n']));
    notes.push('bad chunks');
  } else if (roll < 17) {
    head.push('Transfer-Encoding: chunked');
    bodyBytes = Buffer.from('5\r\nhello\r\n');
    truncated = true;
    notes.push('chunked without its last chunk');
  } else if (payload.length > 0) {
    head.push(`Content-Length: ${payload.length}`);
  }
  if (random.chance(0.03)) {
    eol = '\n';
    notes.push('LF-only lines');
  }
  if (random.chance(0.03)) {
    head.splice(1, 0, random.pick(['X-Folded: a\r\n  continued', 'NoColonHere', 'X-Space : 1', 'X-Tab:\tok']));
    notes.push('odd header line');
  }
  let text = head.join(eol) + eol + eol;
  if (random.chance(0.02)) {
    text = text.slice(0, -eol.length * 2);
    truncated = true;
    notes.push('head without its blank line');
  }
  let bytes = Buffer.concat([Buffer.from(text, 'utf8'), truncated && notes.includes('head without its blank line') ? Buffer.alloc(0) : bodyBytes]);
  if (random.chance(0.02)) {
    bytes = Buffer.concat([bytes, Buffer.from(`GARBAGE /x HTTP/1.1${eol}${eol}`)]);
    notes.push('pipelined garbage');
  }
  return { bytes, truncated };
}

export function* fuzzCases(seed: number, count: number, target: FuzzTarget): Generator<FuzzCase> {
  const random = seededRandom(seed);
  const mounts = Object.keys(MOUNTS);
  for (let id = 0; id < count; id++) {
    const notes: string[] = [];
    const mount = mounts[id % mounts.length] ?? '/';
    const method = random.chance(0.5) ? 'GET' : random.pick(METHODS);
    let path = mutatePath(random, random.pick(MOUNTS[mount] ?? ['/']), notes);
    const headers = [...hostHeaders(random, target.host, notes), ...cookieHeaders(random, target, mount, notes), ...otherHeaders(random, notes)];
    // A sign-in in progress is completed with its own state (the code is junk: the grant must fail cleanly).
    const stateHeader = headers.findIndex(([name]) => name === 'X-Fuzz-State');
    if (stateHeader >= 0) {
      const state = headers.splice(stateHeader, 1)[0]?.[1] ?? '';
      path = `/login/oauth?state=${state}&code=${random.pick(['junk', '', 'a'.repeat(3_000), '%00'])}${random.pick(['', '&iss=https%3A%2F%2Fevil.test', '&error=x', '&code=dup'])}`;
    }
    const version = random.chance(0.97) ? 'HTTP/1.1' : random.pick(['HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', '', 'HTTP/1.1 extra']);
    if (version !== 'HTTP/1.1') notes.push(`version:${version}`);
    const head = [`${method} ${path} ${version}`.trimEnd(), ...headers.map(([name, value]) => `${name}: ${value}`)];
    const framed = frame(random, head, body(random, method, notes), notes);
    yield { id, mount, method, bytes: framed.bytes, truncated: framed.truncated, notes };
  }
}
