import { describe, expect, it } from 'vitest';
import { fieldOfRefusal } from './rpc-errors';

describe('refusals next to their field', () => {
  it('finds the field for a known code and none for others', () => {
    const fields = { staff_busy: 'staffId', invalid_capacity: 'capacity' } as const;
    expect(fieldOfRefusal('staff_busy', fields)).toBe('staffId');
    expect(fieldOfRefusal('session_closed', fields)).toBeUndefined();
    expect(fieldOfRefusal(undefined, fields)).toBeUndefined();
  });
});
