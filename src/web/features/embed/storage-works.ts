/**
 * Whether this page may keep anything on the device: the app keeps its sign-in in localStorage
 * (supabase-js), and uses no cookies. Inside another site's iframe a browser may deny storage
 * (Safari, and Chromium when third-party cookies are blocked): reading `localStorage` then
 * throws, or a write does. The only sure test is to try, so this writes, reads back and removes
 * a key.
 */
export function storageWorks(
  getStorage: () => Pick<Storage, 'setItem' | 'getItem' | 'removeItem'>,
): boolean {
  const probe = 'booking-embed-probe';
  try {
    const storage = getStorage();
    storage.setItem(probe, '1');
    const kept = storage.getItem(probe) === '1';
    storage.removeItem(probe);
    return kept;
  } catch {
    return false;
  }
}

/** storageWorks for this page. */
export function browserStorageWorks(): boolean {
  return storageWorks(() => window.localStorage);
}
