/** The two ways in: each area's sign-in, sign-up and home screens. */
export const authAreas = {
  tenant: { login: '/t/login/', signup: '/t/signup/', home: '/t' },
  client: {
    login: '/client-access/login/',
    signup: '/client-access/signup/',
    home: '/client-access',
  },
} as const;

export type AuthAreaName = keyof typeof authAreas;

/**
 * Where to go after signing in: the `redirect` a guard gave, if it is a path inside this app
 * (never another site, which would make the login page an open redirect), else the area home.
 */
export function afterSignInPath(redirect: string | undefined, area: AuthAreaName): string {
  if (redirect !== undefined && /^\/(?![/\\])/.test(redirect)) return redirect;
  return authAreas[area].home;
}

/**
 * Where a client goes once signed in: back where a guard sent them from, else, when they came
 * by a business's link (`?tenant=`), to joining that business, else home.
 */
export function afterClientSignInPath(
  redirect: string | undefined,
  tenant: string | undefined,
): string {
  if (redirect === undefined && tenant !== undefined && tenant !== '') {
    return `/client-access/onboarding/?tenant=${encodeURIComponent(tenant)}`;
  }
  return afterSignInPath(redirect, 'client');
}
