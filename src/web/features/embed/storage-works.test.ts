import { describe, expect, it } from 'vitest';
import { storageWorks } from './storage-works';

function memory() {
  const items = new Map<string, string>();
  return {
    setItem: (key: string, value: string) => void items.set(key, value),
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

function jar(enabled = true, keeps = true) {
  let text = '';
  return {
    enabled,
    read: () => text,
    write: (cookie: string) => {
      const [pair = ''] = cookie.split(';');
      text = keeps && !cookie.includes('Max-Age=0') ? pair : '';
    },
  };
}

describe('storageWorks', () => {
  it('is true where storage and cookies keep what is written, and leaves nothing behind', () => {
    const storage = memory();
    const cookies = jar();
    expect(storageWorks(() => storage, cookies)).toBe(true);
    expect(storage.items.size).toBe(0);
    expect(cookies.read()).toBe('');
  });

  it('is false where reading localStorage throws, as in a blocked third-party frame', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(storageWorks(blocked, jar())).toBe(false);
  });

  it('is false where a write throws, or cookies are off or not kept', () => {
    const full = {
      ...memory(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(storageWorks(() => full, jar())).toBe(false);
    expect(storageWorks(() => memory(), jar(false))).toBe(false);
    expect(storageWorks(() => memory(), jar(true, false))).toBe(false);
  });
});
