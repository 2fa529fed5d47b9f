import { describe, expect, it } from 'vitest';
import { emailOf, mapAttributes, type AttributeMapping } from './attribute-mapping.ts';

describe('mapAttributes', () => {
  it('takes the first value of the named attribute, the first present of several, or a default', () => {
    const claims = mapAttributes(
      {
        keys: {
          email: { name: 'mail' },
          first_name: { names: ['givenName', 'urn:oid:2.5.4.42'] },
          team: { name: 'missing', default: 'none' },
          absent: { name: 'missing' },
        },
      },
      { mail: ['ada@corp.example', 'other@corp.example'], 'urn:oid:2.5.4.42': ['Ada'] },
    );
    expect(claims).toEqual({ email: 'ada@corp.example', first_name: 'Ada', team: 'none' });
  });

  it('reads only attributes the assertion has, and makes claims of any name as data', () => {
    const mapping = JSON.parse(
      '{"keys":{"__proto__":{"name":"mail"},"email":{"name":"constructor"},"x":{"name":"toString"}}}',
    ) as AttributeMapping;
    const claims = mapAttributes(mapping, { mail: ['ada@corp.example'] });
    expect(Object.entries(claims)).toEqual([['__proto__', 'ada@corp.example']]);
    expect(Object.getPrototypeOf(claims)).toBe(Object.prototype);
  });

  it('maps nothing without keys', () => {
    expect(mapAttributes({}, { mail: ['a@b.c'] })).toEqual({});
  });
});

describe('emailOf', () => {
  const emailFormat = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
  it('prefers the mapped email and lower-cases it', () => {
    expect(emailOf({ email: 'Ada@Corp.Example' }, 'x', '')).toBe('ada@corp.example');
  });
  it('falls back to a NameID that is an address', () => {
    expect(emailOf({}, 'bo@corp.example', emailFormat)).toBe('bo@corp.example');
    expect(
      emailOf({}, 'bo@corp.example', 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent'),
    ).toBe('bo@corp.example');
  });
  it('finds none in an opaque NameID or a malformed address', () => {
    expect(
      emailOf({}, 'a8f3e1', 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent'),
    ).toBeUndefined();
    expect(emailOf({ email: 'not an address' }, 'x', '')).toBeUndefined();
  });
});
