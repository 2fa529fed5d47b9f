import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { isRecordId, requireRecordId } from './record-id';

const id = '5b6c7d8e-9f01-4a23-b456-789abcdef012';

describe('isRecordId', () => {
  it('accepts a UUID in either case', () => {
    expect(isRecordId(id)).toBe(true);
    expect(isRecordId(id.toUpperCase())).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of ['', 'xyz', '123', 'not-a-uuid', `${id}0`, ` ${id}`, id.slice(1)]) {
      expect(isRecordId(value)).toBe(false);
    }
  });
});

describe('requireRecordId', () => {
  it('passes an id and throws notFound for anything else', () => {
    expect(() => requireRecordId(id)).not.toThrow();
    let thrown: unknown;
    try {
      requireRecordId('xyz');
    } catch (error) {
      thrown = error;
    }
    expect(isNotFound(thrown)).toBe(true);
  });
});
