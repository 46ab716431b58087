/**
 * The sandbox in a process of its own, so the upstream does not share an event
 * loop with the load generator. Prints its URLs as one JSON line.
 * Usage: PORTAL_URL=http://localhost:3100 node --import tsx tests/bench/sandbox-process.ts
 */
import { startSandbox } from '../../fixtures/sandbox';

const portal = process.env.PORTAL_URL ?? 'http://localhost:3000';
const sandbox = await startSandbox({
  redirectUris: [`${portal}/login/oauth`],
  postLogoutRedirectUris: [`${portal}/`],
});
console.log(
  JSON.stringify({
    issuer: sandbox.issuer,
    partnerApiUrl: sandbox.partnerApiUrl,
    platformApiUrl: sandbox.platformApiUrl,
    codeHostingApiUrl: sandbox.codeHostingApiUrl,
    clientId: sandbox.clientId,
    clientSecret: sandbox.clientSecret,
  }),
);
