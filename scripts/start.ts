/**
 * `npm start`: the whole portal in one command. Builds the SPA and Storybook when
 * they are missing, starts the sandbox upstreams when no identity provider is
 * configured, then the BFF. Lives outside bff/ because it composes the BFF with
 * the sandbox, which the BFF itself must never import.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startSandbox } from '../fixtures/sandbox';
import { portalEnvironment } from '../fixtures/sandbox/portal-environment';
import { loadConfig } from '../bff/config';
import { createLogger } from '../bff/logger';
import { startServer } from '../bff/server';
import { sandboxAccounts } from '../fixtures/data';
import { SANDBOX_TWO_FACTOR_CODE } from '../fixtures/data/buildpack-teams';
import { DEFAULT_INTEGRATION_WATCH } from '../fixtures/model/integration-watch';
import { seedMarketplaceAtScale } from '../fixtures/model/marketplace-at-scale';
import { sandboxScaleFrom } from '../fixtures/sandbox/sandbox-scale';

// SANDBOX_PORT_BASE moves the six sandbox ports together (base … base+5), so two
// checkouts can run the portal side by side (e.g. E2E_PORT=3100 SANDBOX_PORT_BASE=4101).
const sandboxPortBase = Number(process.env.SANDBOX_PORT_BASE ?? 4001);
const SANDBOX_PORTS = {
  identity: sandboxPortBase,
  partnerApi: sandboxPortBase + 1,
  platformApi: sandboxPortBase + 2,
  codeHosting: sandboxPortBase + 3,
  buildpackRegistry: sandboxPortBase + 4,
  fakePartner: sandboxPortBase + 5,
};

function buildIfMissing(output: string, script: string) {
  if (existsSync(output)) return;
  console.log(`Building (${script}): ${output} is missing…`);
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfMissing('dist/web/index.html', 'build:web');
buildIfMissing('dist/storybook/index.html', 'build:storybook');

const env = { ...process.env };
let sandbox: Awaited<ReturnType<typeof startSandbox>> | undefined;
// SANDBOX_SCALE=10000 adds that many generated add-ons (and their companies, users, plans and
// repricings) to the sandbox, for the benchmarks and to try the admin tables at marketplace scale.
const scale = sandboxScaleFrom(env);
if (!env.OIDC_ISSUER) {
  // The portal's own origin follows PORT, so a second checkout on another port
  // redirects to itself (sign-in, canonical host), not to :3000.
  const publicUrl = (env.PUBLIC_URL ??= `http://localhost:${env.PORT ?? 3000}`);
  sandbox = await startSandbox({
    ports: SANDBOX_PORTS,
    redirectUris: [new URL('/login/oauth', publicUrl).href],
    postLogoutRedirectUris: [new URL('/', publicUrl).href],
    adminDomain: env.ADMIN_EMAIL_DOMAIN ?? 'platform.test',
    // Early warnings reach the bell without anyone opening Health (issue 34 §4); off in tests unless asked for.
    integrationWatch: DEFAULT_INTEGRATION_WATCH,
    seed: scale
      ? (store) => {
          const added = seedMarketplaceAtScale(store, scale);
          console.log(`Sandbox at scale (seed ${scale.seed}): ${Object.entries(added).map(([kind, count]) => `${count} ${kind}`).join(', ')} added`);
        }
      : undefined,
  });
  Object.assign(env, portalEnvironment(sandbox));
  // The sandbox shows every screen, flagged ones included, unless told otherwise.
  env.UI_FLAGS ??= 'supported-generations';
}

const config = loadConfig(env);
const logger = createLogger(config.logLevel);
const running = await startServer(config, logger);

console.log(`\nPartner Portal is running at ${config.publicUrl.href}`);
if (sandbox) {
  console.log('Sandbox mode: sign in with any of these accounts (no password):');
  for (const account of sandboxAccounts) console.log(`  ${account.email.padEnd(24)} ${account.description}`);
  console.log(`Buildpack registry: the team acme-secure asks for a second factor; the sandbox code is ${SANDBOX_TWO_FACTOR_CODE}.`);
  console.log(`Fake partner service (a test endpoint for replays): ${sandbox.fakePartnerServiceUrl}`);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    await running.close();
    await sandbox?.close();
    process.exit(0);
  });
}
