/**
 * The BFF's configuration: every environment variable is read and validated here,
 * once. Nothing else in bff/ reads process.env.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Flags that switch parts of the SPA on (spec §2: "Supported Generations (only when a UI flag is on)"). */
/**
 * The buildpack registry's media type (issue 23): part of its public contract,
 * so not configurable; the BFF sends it on every proxied registry call.
 */
export const BUILDPACK_REGISTRY_ACCEPT = 'application/vnd.heroku+json; version=3.buildpack-registry';

export const uiFlagNames = ['supported-generations'] as const;
export type UiFlag = (typeof uiFlagNames)[number];

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const parseHostPort = (value: string) => {
  const at = value.lastIndexOf(':');
  return { host: value.slice(0, at), port: Number(value.slice(at + 1)) };
};

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // Off when unset or empty: the metrics get a listener of their own, never the public port.
    METRICS_PORT: z
      .string()
      .trim()
      .regex(/^\d*$/, 'a port number (or empty: no metrics)')
      .transform((value) => (value === '' ? undefined : Number(value)))
      .pipe(z.number().int().min(0).max(65535).optional())
      .optional(),
    // On SIGTERM, how long readiness says 503 while the listener still serves (README: rolling deploys).
    DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    TRUST_PROXY: z.coerce.number().int().min(0).default(0),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

    OIDC_ISSUER: z.url(),
    OIDC_CLIENT_ID: z.string().min(1),
    OIDC_CLIENT_SECRET: z.string().min(1),
    OIDC_SCOPES: z.string().default('openid email profile offline_access'),
    // No `prompt` unless asked for: `consent` on every sign-in nags users, and
    // `none` would forbid the identity provider from showing its sign-in page.
    OIDC_PROMPT: z
      .string()
      .trim()
      .default('')
      .transform((value) => value.split(/\s+/).filter(Boolean))
      .pipe(
        z
          .array(z.enum(['login', 'consent', 'select_account'], { message: "use 'login', 'consent' or 'select_account' ('none' would forbid signing in)" }))
          .transform((prompts) => (prompts.length ? [...new Set(prompts)].join(' ') : undefined)),
      ),

    PARTNER_API_URL: z.url(),
    PLATFORM_API_URL: z.url(),
    CODE_HOSTING_API_URL: z.url(),
    BUILDPACK_REGISTRY_URL: z.url(),
    PLATFORM_API_ACCEPT: z.string().default('application/vnd.heroku+json; version=3'),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
    // A screenshot upload is up to 5 MB (spec §5) plus multipart framing.
    BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(6 * 1024 * 1024),
    IMAGE_ORIGINS: z
      .string()
      .default('')
      .transform(commaList)
      .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin))),
    UI_FLAGS: z.string().default('').transform(commaList).pipe(z.array(z.enum(uiFlagNames))),

    REDIS_URL: z.url().optional(),
    // Sentinel instead of one URL: the BFF asks them for the primary and follows a failover (docs/decisions/0003).
    REDIS_SENTINELS: z
      .string()
      .default('')
      .transform(commaList)
      .pipe(z.array(z.string().regex(/^[^\s:,]+:\d{1,5}$/, 'host:port, comma-separated').transform(parseHostPort))),
    REDIS_SENTINEL_NAME: z.string().trim().min(1).optional(),
    // PEM file of the CA that signed Redis's certificate (rediss://), when it is not a public one.
    REDIS_TLS_CA_FILE: z.string().trim().min(1).optional(),
    // A stalled Redis must not stall every request: commands fail after this, and the request gets a 503.
    REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().positive().default(1500),
    // Comma-separated for rotation: the first signs new cookies, every one is accepted.
    SESSION_SECRET: z
      .string()
      .transform(commaList)
      .pipe(z.array(z.string().min(32, 'each secret needs at least 32 characters')).min(1))
      .optional(),
    SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
    SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
    SESSION_MEMORY_MAX: z.coerce.number().int().positive().default(10_000),
    COOKIE_SECURE: booleanFromEnv.optional(),
    TOKEN_REFRESH_SKEW_SECONDS: z.coerce.number().int().min(0).default(60),

    // No default in production (see the refinement below): guessing who the
    // platform's admins are is not something a production server should do.
    ADMIN_EMAIL_DOMAIN: z.string().trim().min(1).optional(),
    ADMIN_EMAILS: z.string().default(''),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
    // Public and unauthenticated, so bounded per client like sign-in (issue 32 §5.5).
    CHANGELOG_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
    // Development defaults asked for by name, where NODE_ENV is unset against a real identity provider (see below).
    PORTAL_DEV_DEFAULTS: booleanFromEnv.optional(),

    STATIC_DIR: z.string().default('dist/web'),
    STORYBOOK_DIR: z.string().default('dist/storybook'),
  })
  .refine((env) => !(env.REDIS_URL && env.REDIS_SENTINELS.length > 0), {
    message: 'set REDIS_URL (one server) or REDIS_SENTINELS (a set that fails over), not both',
    path: ['REDIS_SENTINELS'],
  })
  .refine((env) => (env.REDIS_SENTINELS.length > 0) === (env.REDIS_SENTINEL_NAME !== undefined), {
    message: 'REDIS_SENTINELS and REDIS_SENTINEL_NAME (the name the sentinels monitor) go together',
    path: ['REDIS_SENTINEL_NAME'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.SESSION_SECRET, {
    message: 'SESSION_SECRET (at least 32 characters) is required in production',
    path: ['SESSION_SECRET'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.ADMIN_EMAIL_DOMAIN || commaList(env.ADMIN_EMAILS).length > 0, {
    message: 'ADMIN_EMAIL_DOMAIN or ADMIN_EMAILS is required in production (who the platform admins are)',
    path: ['ADMIN_EMAIL_DOMAIN'],
  })
  .refine((env) => env.METRICS_PORT === undefined || env.METRICS_PORT === 0 || env.METRICS_PORT !== env.PORT, {
    message: 'METRICS_PORT must differ from PORT (the metrics are never served on the public port)',
    path: ['METRICS_PORT'],
  })
  .refine((env) => !(env.NODE_ENV === 'production' && env.PORTAL_DEV_DEFAULTS), {
    message: 'PORTAL_DEV_DEFAULTS cannot be used with NODE_ENV=production',
    path: ['PORTAL_DEV_DEFAULTS'],
  })
  .refine((env) => !(new URL(env.PUBLIC_URL).protocol === 'https:' && env.COOKIE_SECURE === false), {
    message: 'COOKIE_SECURE=false cannot be used with an https: PUBLIC_URL (the session cookie must be Secure there)',
    path: ['COOKIE_SECURE'],
  });

/**
 * The sandbox's identity provider listens on loopback only (fixtures/sandbox):
 * an issuer elsewhere is a real one, whose users are real people.
 */
const isLoopbackIssuer = (issuer: string): boolean => {
  const host = new URL(issuer).hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
};

/**
 * NODE_ENV unset means development defaults (a random secret that signs
 * everyone out on restart, the sandbox's admin domain, a cookie without
 * Secure). Against the sandbox that is what `npm start` wants; against a real
 * identity provider it is a production deployment that forgot NODE_ENV
 * (issue 32 §5.5), so it must be asked for by name.
 */
function refuseUnnamedDevelopmentDefaults(source: NodeJS.ProcessEnv, env: Env): void {
  if (source.NODE_ENV !== undefined || env.PORTAL_DEV_DEFAULTS || isLoopbackIssuer(env.OIDC_ISSUER)) return;
  throw new ConfigError(
    `Invalid configuration:\n  NODE_ENV: not set, and OIDC_ISSUER (${env.OIDC_ISSUER}) is not the local sandbox. ` +
      'Set NODE_ENV=production (with SESSION_SECRET and ADMIN_EMAIL_DOMAIN or ADMIN_EMAILS) for a real deployment, ' +
      'or ask for development defaults by name with NODE_ENV=development or PORTAL_DEV_DEFAULTS=1.',
  );
}

/** The admin domain when none is configured, outside production: the sandbox's (design.md §6). */
const DEVELOPMENT_ADMIN_DOMAIN = 'platform.test';

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  /** The metrics listener's port (bound on `host`); undefined: no metrics at all. */
  metricsPort: number | undefined;
  /** On SIGTERM: readiness 503 this long before the listener closes. */
  drainDelayMs: number;
  publicUrl: URL;
  trustProxy: number;
  logLevel: Env['LOG_LEVEL'];
  oidc: { issuer: URL; clientId: string; clientSecret: string; scopes: string; prompt: string | undefined; redirectUri: string };
  upstreams: { partnerApi: string; platformApi: string; codeHostingApi: string; buildpackRegistry: string };
  platformApiAccept: string;
  upstreamTimeoutMs: number;
  bodyLimitBytes: number;
  /** Origins the SPA may load images from besides its own (the CDN of screenshots). */
  imageOrigins: readonly string[];
  uiFlags: readonly UiFlag[];
  redisUrl: string | undefined;
  /** Sentinels to ask for the current primary (REDIS_SENTINELS), and the name they monitor it under. */
  redisSentinel: { nodes: readonly { host: string; port: number }[]; name: string } | undefined;
  /** A CA certificate file to trust for rediss:// (REDIS_TLS_CA_FILE). */
  redisTlsCaFile: string | undefined;
  redisCommandTimeoutMs: number;
  session: {
    /** The first signs session cookies; all verify them (rotation). */
    secrets: readonly [string, ...string[]];
    /** True when the secret was generated for this process (development only). */
    secretGenerated: boolean;
    idleMs: number;
    maxAgeMs: number;
    memoryMax: number;
    cookieName: string;
    cookieSecure: boolean;
  };
  tokenRefreshSkewMs: number;
  admin: { emailDomain: string; emails: ReadonlySet<string> };
  loginRateLimitPerMinute: number;
  changelogRateLimitPerMinute: number;
  staticDir: string;
  storybookDir: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment into a Config, or throws a ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  refuseUnnamedDevelopmentDefaults(source, env);
  const publicUrl = new URL(env.PUBLIC_URL);
  // The cookie's security follows where the portal is served (issue 22): an
  // https: origin always gets a Secure __Host- cookie, whatever NODE_ENV says.
  const cookieSecure = publicUrl.protocol === 'https:' || (env.COOKIE_SECURE ?? env.NODE_ENV === 'production');
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    metricsPort: env.METRICS_PORT,
    drainDelayMs: env.DRAIN_DELAY_MS,
    publicUrl,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    oidc: {
      issuer: new URL(env.OIDC_ISSUER),
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      scopes: env.OIDC_SCOPES,
      prompt: env.OIDC_PROMPT,
      redirectUri: new URL('/login/oauth', publicUrl).href,
    },
    upstreams: {
      partnerApi: env.PARTNER_API_URL,
      platformApi: env.PLATFORM_API_URL,
      codeHostingApi: env.CODE_HOSTING_API_URL,
      buildpackRegistry: env.BUILDPACK_REGISTRY_URL,
    },
    platformApiAccept: env.PLATFORM_API_ACCEPT,
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    imageOrigins: env.IMAGE_ORIGINS,
    uiFlags: env.UI_FLAGS,
    redisUrl: env.REDIS_URL,
    redisSentinel: env.REDIS_SENTINEL_NAME && env.REDIS_SENTINELS.length > 0 ? { nodes: env.REDIS_SENTINELS, name: env.REDIS_SENTINEL_NAME } : undefined,
    redisTlsCaFile: env.REDIS_TLS_CA_FILE,
    redisCommandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
    session: {
      secrets: (env.SESSION_SECRET as [string, ...string[]] | undefined) ?? [randomBytes(32).toString('hex')],
      secretGenerated: !env.SESSION_SECRET,
      idleMs: env.SESSION_IDLE_MINUTES * 60_000,
      maxAgeMs: env.SESSION_MAX_HOURS * 3_600_000,
      memoryMax: env.SESSION_MEMORY_MAX,
      // The __Host- prefix makes the browser refuse the cookie unless it is Secure,
      // host-only and Path=/, so it can only be used where cookies are Secure.
      cookieName: cookieSecure ? '__Host-portal.sid' : 'portal.sid',
      cookieSecure,
    },
    tokenRefreshSkewMs: env.TOKEN_REFRESH_SKEW_SECONDS * 1000,
    admin: {
      // In production without a domain, only ADMIN_EMAILS are admins.
      emailDomain: (env.ADMIN_EMAIL_DOMAIN ?? (env.NODE_ENV === 'production' ? '' : DEVELOPMENT_ADMIN_DOMAIN)).toLowerCase(),
      emails: new Set(
        env.ADMIN_EMAILS.split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    },
    loginRateLimitPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
    changelogRateLimitPerMinute: env.CHANGELOG_RATE_LIMIT_PER_MINUTE,
    staticDir: env.STATIC_DIR,
    storybookDir: env.STORYBOOK_DIR,
  };
}
