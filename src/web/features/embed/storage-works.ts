/**
 * Whether this page may keep anything on the device. Inside another site's iframe a browser may
 * partition or deny storage (Safari and Firefox by default, Chromium when third-party cookies are
 * blocked): reading `localStorage` then throws, or a write does, or cookies are off. The only
 * sure test is to try, so this writes and removes a key, and sets and clears a cookie.
 */
export function storageWorks(
  getStorage: () => Pick<Storage, 'setItem' | 'getItem' | 'removeItem'>,
  cookies: { enabled: boolean; read: () => string; write: (cookie: string) => void },
): boolean {
  const probe = 'booking-embed-probe';
  try {
    const storage = getStorage();
    storage.setItem(probe, '1');
    const kept = storage.getItem(probe) === '1';
    storage.removeItem(probe);
    if (!kept || !cookies.enabled) return false;
    cookies.write(`${probe}=1`);
    const cookieKept = cookies.read().includes(`${probe}=1`);
    cookies.write(`${probe}=; Max-Age=0`);
    return cookieKept;
  } catch {
    return false;
  }
}

/** storageWorks for this page. */
export function browserStorageWorks(): boolean {
  // A frame's cookie must say SameSite=None to be kept, which browsers take over HTTPS only.
  const attributes = location.protocol === 'https:' ? '; SameSite=None; Secure' : '';
  return storageWorks(() => window.localStorage, {
    enabled: navigator.cookieEnabled,
    read: () => document.cookie,
    write: (cookie) => {
      document.cookie = `${cookie}; Path=/${attributes}`;
    },
  });
}
