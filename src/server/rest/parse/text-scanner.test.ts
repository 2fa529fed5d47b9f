import { describe, expect, it } from 'vitest';
import { TextScanner } from './text-scanner.ts';

describe('TextScanner', () => {
  it('reports the 1-based column and what was expected', () => {
    const scanner = new TextScanner('order', 'ab');
    scanner.consume('a');
    expect(() => scanner.expect('c')).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'PGRST100',
        message: '"failed to parse order (ab)" (line 1, column 2)',
        details: 'unexpected "b" expecting "c"',
      }),
    );
  });

  it('names the end of input', () => {
    const scanner = new TextScanner('order', 'a');
    scanner.consume('a');
    expect(() => scanner.fail('"x"')).toThrow(
      expect.objectContaining({ details: 'unexpected end of input expecting "x"' }),
    );
  });

  it('rewinds when an attempt fails', () => {
    const scanner = new TextScanner('test', 'abc');
    expect(
      scanner.attempt(() => {
        scanner.consume('ab');
        return scanner.fail('"x"');
      }),
    ).toBeUndefined();
    expect(scanner.position).toBe(0);
  });

  it('lets errors other than RestError through an attempt', () => {
    const scanner = new TextScanner('test', 'abc');
    expect(() =>
      scanner.attempt(() => {
        throw new TypeError('bug');
      }),
    ).toThrow(TypeError);
  });

  it('reads a quoted text with backslash escapes', () => {
    const scanner = new TextScanner('test', '"a\\"b\\\\c"d');
    expect(scanner.readQuoted()).toBe('a"b\\c');
    expect(scanner.peek()).toBe('d');
  });
});
