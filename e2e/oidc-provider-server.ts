// The OpenID provider of the end-to-end journeys (scripts/e2e-server.mjs starts it): the test
// provider of the server tests on OIDC_PROVIDER_PORT, with our server's callback registered.
// Any login is an account; one that looks like an email address carries it, verified.
import { startOidcTestProvider } from '../src/server/test-support/oidc-test-provider.ts';

const port = Number(process.env.OIDC_PROVIDER_PORT);
const appUrl = process.env.APP_URL ?? '';
const provider = await startOidcTestProvider({
  port,
  anyAccount: (login) =>
    /^[^@\s]+@[^@\s]+$/.test(login)
      ? { email: login, email_verified: true, name: login.split('@')[0] }
      : { name: login },
});
provider.open({
  clientId: 'booking-e2e',
  clientSecret: 'booking-e2e-secret',
  redirectUris: [`${appUrl}/auth/v1/callback`],
});
console.log(`OpenID provider for the journeys at ${provider.issuer}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void provider.stop().then(() => process.exit(0)));
}
