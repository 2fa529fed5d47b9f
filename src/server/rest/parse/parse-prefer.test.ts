import { describe, expect, it } from 'vitest';
import { parsePreferences } from './parse-prefer.ts';
import { assertOnlyRestErrors } from './test-support/only-rest-errors.ts';

describe('parsePreferences', () => {
  it('is empty without a Prefer header', () => {
    expect(parsePreferences([])).toEqual({ invalid: [] });
  });

  it.each([
    ['return=minimal', { return: 'minimal' }],
    ['return=representation', { return: 'representation' }],
    ['return=headers-only', { return: 'headers-only' }],
    ['count=exact', { count: 'exact' }],
    ['count=planned', { count: 'planned' }],
    ['count=estimated', { count: 'estimated' }],
    ['resolution=merge-duplicates', { resolution: 'merge-duplicates' }],
    ['resolution=ignore-duplicates', { resolution: 'ignore-duplicates' }],
    ['missing=default', { missing: 'default' }],
    ['missing=null', { missing: 'null' }],
    ['handling=strict', { handling: 'strict' }],
    ['handling=lenient', { handling: 'lenient' }],
    ['tx=commit', { tx: 'commit' }],
    ['tx=rollback', { tx: 'rollback' }],
    ['max-affected=0', { maxAffected: 0 }],
    ['max-affected=100', { maxAffected: 100 }],
    ['timezone=America/Los_Angeles', { timezone: 'America/Los_Angeles' }],
    ['timezone=Not/AZone', { timezone: 'Not/AZone' }],
  ])('reads %j', (header, preference) => {
    expect(parsePreferences([header])).toEqual({ ...preference, invalid: [] });
  });

  it('reads what postgrest-js joins into one header', () => {
    expect(parsePreferences(['count=exact, return=representation'])).toEqual({
      count: 'exact',
      return: 'representation',
      invalid: [],
    });
  });

  it('reads several headers, spaces and empty tokens', () => {
    expect(
      parsePreferences([
        'handling=strict',
        'max-affected=5',
        ' tx=rollback ,, missing=default  ,return=minimal,',
      ]),
    ).toEqual({
      handling: 'strict',
      maxAffected: 5,
      tx: 'rollback',
      missing: 'default',
      return: 'minimal',
      invalid: [],
    });
  });

  it('keeps the first of each kind, across headers too', () => {
    expect(
      parsePreferences([
        'tx=commit, tx=rollback',
        'count=planned',
        'count=exact, max-affected=1, max-affected=2',
      ]),
    ).toEqual({
      tx: 'commit',
      count: 'planned',
      maxAffected: 1,
      invalid: [],
    });
  });

  it('collects what it does not understand', () => {
    expect(
      parsePreferences([
        'anything, return=everything, count=EXACT, params=single-object, max-affected=-1, max-affected=x, timezone=, =, count',
      ]),
    ).toEqual({
      invalid: [
        'anything',
        'return=everything',
        'count=EXACT',
        'params=single-object',
        'max-affected=-1',
        'max-affected=x',
        'timezone=',
        '=',
        'count',
      ],
    });
  });

  it('returns preferences or throws a RestError for any header text', () => {
    assertOnlyRestErrors(
      (text) => parsePreferences([text]),
      'count return tx max-affected timezone = exact minimal 1 -',
    );
  });
});
