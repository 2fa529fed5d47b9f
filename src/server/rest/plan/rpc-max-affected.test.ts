import { describe, expect, it } from 'vitest';
import type { DatabaseFunction } from '../schema/schema-types.ts';
import { rpcMaxAffected } from './rpc-max-affected.ts';

const setof: DatabaseFunction = {
  schema: 'public',
  name: 'archive_old',
  parameters: [],
  returnType: 'messages',
  returnsSet: true,
  returnsRowsOf: { schema: 'public', name: 'messages' },
  returnsRecord: false,
  outputs: [],
  returnsVoid: false,
  volatility: 'volatile',
};

describe('rpcMaxAffected', () => {
  it('limits a set-returning call only under handling=strict', () => {
    expect(rpcMaxAffected(setof, { handling: 'strict', maxAffected: 3, invalid: [] })).toBe(3);
    expect(rpcMaxAffected(setof, { maxAffected: 3, invalid: [] })).toBeUndefined();
    expect(rpcMaxAffected(setof, { handling: 'strict', invalid: [] })).toBeUndefined();
  });

  it('refuses a limit on a function returning one value (PGRST128)', () => {
    const single = { ...setof, returnsSet: false, returnsVoid: true, returnType: 'void' };
    expect(() =>
      rpcMaxAffected(single, { handling: 'strict', maxAffected: 1, invalid: [] }),
    ).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'PGRST128',
        message:
          'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      }),
    );
    expect(rpcMaxAffected(single, { handling: 'lenient', maxAffected: 1, invalid: [] })).toBe(
      undefined,
    );
  });
});
