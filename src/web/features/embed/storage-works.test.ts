import { describe, expect, it } from 'vitest';
import { storageWorks } from './storage-works';

function memory(keeps = true) {
  const items = new Map<string, string>();
  return {
    setItem: (key: string, value: string) => void (keeps && items.set(key, value)),
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('storageWorks', () => {
  it('is true where storage keeps what is written, and leaves nothing behind', () => {
    const storage = memory();
    expect(storageWorks(() => storage)).toBe(true);
    expect(storage.items.size).toBe(0);
  });

  it('is false where reading localStorage throws, as in a blocked third-party frame', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(storageWorks(blocked)).toBe(false);
  });

  it('is false where a write throws or is not kept', () => {
    const full = {
      ...memory(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(storageWorks(() => full)).toBe(false);
    expect(storageWorks(() => memory(false))).toBe(false);
  });
});
