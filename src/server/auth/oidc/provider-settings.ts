import { z } from 'zod';

/** One external OpenID Connect provider people may sign in with (from OIDC_PROVIDERS). */
export interface OidcProviderSettings {
  /** The name in `provider=` and in identities, e.g. `keycloak`. */
  id: string;
  /** What the sign-in button says after "Continue with". */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Asked for on top of the caller's `scopes`. */
  scopes: string[];
}

const providerSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'must be lower-case letters, digits, - or _')
    .refine((id) => !['email', 'phone', 'web3', 'anonymous_users', 'sso'].includes(id), {
      message: 'is a built-in provider name',
    }),
  name: z.string().trim().min(1).max(60),
  issuer: z.url(),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  scopes: z.string().optional(),
});

const listSchema = z.array(providerSchema).superRefine((providers, context) => {
  const ids = providers.map((provider) => provider.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated !== undefined) {
    context.addIssue({ code: 'custom', message: `provider id "${repeated}" is used twice` });
  }
});

/**
 * OIDC_PROVIDERS: a JSON array of `{id, name, issuer, client_id, client_secret, scopes?}`.
 * Returns a list of problems instead when the text is not such an array.
 */
export function parseOidcProviders(
  text: string | undefined,
): { providers: OidcProviderSettings[] } | { problems: string[] } {
  if (text === undefined || text.trim() === '') return { providers: [] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problems: ['must be a JSON array of providers'] };
  }
  const parsed = listSchema.safeParse(json);
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map((issue) =>
        issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
      ),
    };
  }
  return {
    providers: parsed.data.map((provider) => ({
      id: provider.id,
      name: provider.name,
      issuer: provider.issuer.replace(/\/+$/, ''),
      clientId: provider.client_id,
      clientSecret: provider.client_secret,
      scopes: (provider.scopes ?? '').split(/\s+/).filter((scope) => scope !== ''),
    })),
  };
}
