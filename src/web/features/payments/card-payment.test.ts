import { describe, expect, it } from 'vitest';
import { intentIdOf } from './card-payment';

describe('intentIdOf', () => {
  it('reads the intent out of a payment or setup client_secret', () => {
    expect(intentIdOf('pi_3Nabc_secret_xyz')).toBe('pi_3Nabc');
    expect(intentIdOf('seti_1Qdef_secret_uvw')).toBe('seti_1Qdef');
  });

  it('answers a secret without the marker as it is', () => {
    expect(intentIdOf('odd')).toBe('odd');
  });
});
