function globToRegExp(glob: string): RegExp {
  // As Supabase Auth's allow list: `**` crosses `.` and `/`, `*` and `?` do not.
  let pattern = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i] as string;
    if (char === '*' && glob[i + 1] === '*') {
      pattern += '.*';
      i += 1;
    } else if (char === '*') pattern += '[^./]*';
    else if (char === '?') pattern += '[^./]';
    else pattern += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}

function sameSite(url: URL, site: URL): boolean {
  if (url.protocol !== site.protocol) return false;
  const loopback = ['localhost', '127.0.0.1', '[::1]'];
  // Ports are ignored on loopback, where development servers move around.
  if (loopback.includes(url.hostname) && loopback.includes(site.hostname)) return true;
  return url.host === site.host;
}

/**
 * The redirect to use after an email link: the requested one when it is on SITE_URL's site or
 * matches a glob of the allow list, otherwise SITE_URL.
 */
export function redirectTarget(
  requested: string | undefined,
  siteUrl: string,
  allowList: string[],
): string {
  if (requested === undefined || requested === '') return siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return siteUrl;
  }
  if (sameSite(url, new URL(siteUrl))) return requested;
  return allowList.some((glob) => globToRegExp(glob).test(requested)) ? requested : siteUrl;
}
