import type { Hono } from 'hono';
import type { AuthServices } from '../auth-services.ts';

// Every external provider Supabase lists; off unless OIDC_PROVIDERS configures one by that id.
const externalProviders = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'zoom',
];

/** GET /auth/v1/settings: what sign-in methods this server offers. */
export function registerSettingsRoute(auth: Hono, services: AuthServices): void {
  auth.get('/settings', (c) =>
    c.json({
      external: {
        ...Object.fromEntries(externalProviders.map((provider) => [provider, false])),
        ...Object.fromEntries(
          services.config.auth.oidcProviders.map((provider) => [provider.id, true]),
        ),
        anonymous_users: services.config.auth.anonymousSignIns,
        email: true,
        phone: services.mailer.texts,
        web3_ethereum: services.config.auth.web3Chains.includes('ethereum'),
        web3_solana: services.config.auth.web3Chains.includes('solana'),
      },
      disable_signup: services.config.auth.disableSignup,
      mailer_autoconfirm: services.config.auth.autoconfirm,
      phone_autoconfirm: services.config.auth.autoconfirm,
      sms_provider: '',
      saml_enabled: services.config.auth.samlEnabled,
      saml_private_key_next_configured: false,
      passkeys_enabled: services.config.auth.passkeysEnabled,
    }),
  );
}
