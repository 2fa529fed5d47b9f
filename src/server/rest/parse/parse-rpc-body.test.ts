import { describe, expect, it } from 'vitest';
import { rpcBodyKind } from './parse-rpc-body.ts';

describe('rpcBodyKind', () => {
  it.each([
    [undefined, 'json'],
    ['application/json', 'json'],
    ['application/json; charset=utf-8', 'json'],
    ['Text/Plain; charset=utf-8', 'text'],
    ['text/xml', 'xml'],
    ['application/octet-stream', 'binary'],
  ])('reads %s as a %s body', (contentType, kind) => {
    expect(rpcBodyKind(contentType)).toBe(kind);
  });
});
