import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { requireFound } from './require-found';

describe('requireFound', () => {
  it("throws the router's not-found for a missing record", () => {
    let thrown: unknown;
    try {
      requireFound(null);
    } catch (error) {
      thrown = error;
    }
    expect(isNotFound(thrown)).toBe(true);
  });

  it('hands a found record back as it is, falsy values included', () => {
    const service = { id: 's1', name: 'Yoga' };
    expect(requireFound(service)).toBe(service);
    expect(requireFound(0)).toBe(0);
    expect(requireFound('')).toBe('');
  });
});
