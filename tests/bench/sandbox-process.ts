/**
 * The sandbox in a process of its own, so the upstream does not share an event
 * loop with the load generator (or with the portal under test). Prints its URLs
 * as one JSON line.
 * Usage: PORTAL_URL=http://localhost:3100 node --import tsx tests/bench/sandbox-process.ts
 *        PORTAL_URLS=http://localhost:3100,http://localhost:3200 … (several portals, e.g.
 *        replicas behind different proxies: each one's redirect URIs are registered)
 *        SANDBOX_PORTS=identity,partnerApi,platformApi,codeHosting,buildpackRegistry (fixed ports, so a
 *        restarted sandbox — new signing keys, no tokens — comes back where it was)
 */
import { startSandbox } from '../../fixtures/sandbox';

const portals = (process.env.PORTAL_URLS ?? process.env.PORTAL_URL ?? 'http://localhost:3000')
  .split(',')
  .map((url) => url.trim())
  .filter(Boolean);
const [identity, partnerApi, platformApi, codeHosting, buildpackRegistry] = (process.env.SANDBOX_PORTS ?? '').split(',').map(Number);
const sandbox = await startSandbox({
  ...(identity ? { ports: { identity, partnerApi, platformApi, codeHosting, buildpackRegistry } } : {}),
  redirectUris: portals.map((portal) => `${portal}/login/oauth`),
  postLogoutRedirectUris: portals.map((portal) => `${portal}/`),
  // The hourly integration watch's generator passes would be load on the machine beside what is measured.
  integrationWatch: false,
});
console.log(
  JSON.stringify({
    issuer: sandbox.issuer,
    partnerApiUrl: sandbox.partnerApiUrl,
    platformApiUrl: sandbox.platformApiUrl,
    codeHostingApiUrl: sandbox.codeHostingApiUrl,
    buildpackRegistryUrl: sandbox.buildpackRegistryUrl,
    clientId: sandbox.clientId,
    clientSecret: sandbox.clientSecret,
    imageOrigins: sandbox.imageOrigins,
  }),
);
// A parent that stops us (SIGTERM) gets a clean close of every listener.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void sandbox.close().then(() => process.exit(0)));
}
