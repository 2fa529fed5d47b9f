import { describe, expect, it } from 'vitest';
import { statusOf } from './search-status-filters';

describe('statusOf', () => {
  it('keeps the choices that narrow or widen the list', () => {
    expect(statusOf('inactive')).toBe('inactive');
    expect(statusOf('all')).toBe('all');
  });

  it('leaves the default, active, out of the address', () => {
    expect(statusOf('active')).toBeUndefined();
  });
});
