import { parseError, RestError } from '../rest-error.ts';

/**
 * A cursor over one parameter's text, shared by the recursive-descent parsers so that every
 * failure is reported the same way: PGRST100 naming the parameter kind, the text and the
 * 1-based column, with details in Parsec's "unexpected … expecting …" style that PostgREST
 * users already know.
 */
export class TextScanner {
  readonly what: string;
  readonly text: string;
  position = 0;

  constructor(what: string, text: string) {
    this.what = what;
    this.text = text;
  }

  atEnd(): boolean {
    return this.position >= this.text.length;
  }

  peek(ahead = 0): string | undefined {
    return this.text[this.position + ahead];
  }

  startsWith(expected: string): boolean {
    return this.text.startsWith(expected, this.position);
  }

  consume(expected: string): boolean {
    if (!this.startsWith(expected)) return false;
    this.position += expected.length;
    return true;
  }

  expect(expected: string): void {
    if (!this.consume(expected)) this.fail(JSON.stringify(expected));
  }

  /** Spaces and tabs around separators are allowed, as in PostgREST's `lexeme`. */
  skipSpaces(): void {
    this.takeWhile((char) => char === ' ' || char === '\t');
  }

  takeWhile(accept: (char: string) => boolean): string {
    const start = this.position;
    while (!this.atEnd() && accept(this.text[this.position] as string)) this.position += 1;
    return this.text.slice(start, this.position);
  }

  takeRest(): string {
    return this.takeWhile(() => true);
  }

  /** `"…"` where a backslash makes the next character literal. */
  readQuoted(): string {
    this.expect('"');
    let value = '';
    for (;;) {
      const char = this.peek();
      if (char === undefined) this.fail('closing quote (")');
      this.position += 1;
      if (char === '"') return value;
      if (char === '\\') {
        const escaped = this.peek();
        if (escaped === undefined) this.fail('an escaped character after "\\"');
        value += escaped;
        this.position += 1;
      } else {
        value += char;
      }
    }
  }

  /** Runs `parse`; if it fails, rewinds and gives undefined so another alternative can try. */
  attempt<T>(parse: () => T): T | undefined {
    const start = this.position;
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof RestError)) throw error;
      this.position = start;
      return undefined;
    }
  }

  fail(expected: string, at = this.position): never {
    const found = this.text[at];
    const unexpected = found === undefined ? 'end of input' : JSON.stringify(found);
    throw parseError(
      this.what,
      this.text,
      at + 1,
      `unexpected ${unexpected} expecting ${expected}`,
    );
  }
}
