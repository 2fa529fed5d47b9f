// The server refuses with a stable code and an English sentence (app.raise_error in db/, the
// payments routes). The `errors` catalogue's English message for a code is that sentence
// exactly: a `{placeholder}` where the server writes a value, and `{case, select, …}` where the
// code has several sentences (messages/en/errors.ts). Read as a pattern, the English message
// tells which of its sentences the server sent and the values in it, so that the SPA can say
// the same in the reader's language (docs/decisions/0058).

/** A stretch of a sentence: its words, or a value the server puts there. */
type Part = { text: string } | { value: string };

/** One sentence an English message can be: its case (of the select), and its parts. */
interface Sentence {
  case: string | undefined;
  parts: Part[];
}

/** A message's sentences, with the name of its select's argument when it has cases. */
interface Sentences {
  caseArgument: string | undefined;
  sentences: Sentence[];
}

const selectPattern = /^\{(\w+), select,(.*)\}$/s;

// The English messages are plain ICU: `{name}` placeholders, and at most one select around
// the whole message. Anything more (a plural, a quoted brace) is refused rather than read
// wrongly; the catalogue's tests read every English message through here.
function partsOf(text: string): Part[] {
  if (/'[{}]/.test(text)) throw new Error(`Quoted braces are not read here: ${text}`);
  const parts: Part[] = [];
  let rest = text;
  while (rest !== '') {
    const open = rest.indexOf('{');
    if (open === -1) {
      parts.push({ text: rest });
      break;
    }
    if (open > 0) parts.push({ text: rest.slice(0, open) });
    const placeholder = /^\{(\w+)\}/.exec(rest.slice(open));
    if (placeholder === null) throw new Error(`Only {name} placeholders are read here: ${text}`);
    parts.push({ value: placeholder[1] as string });
    rest = rest.slice(open + placeholder[0].length);
  }
  return parts.map((part) => ('text' in part ? { text: part.text.replace(/''/g, "'") } : part));
}

/** The sentences of an English message of the errors catalogue. */
export function sentencesOf(message: string): Sentences {
  const select = selectPattern.exec(message);
  if (select === null)
    return { caseArgument: undefined, sentences: [{ case: undefined, parts: partsOf(message) }] };
  const sentences: Sentence[] = [];
  let rest = (select[2] as string).trim();
  while (rest !== '') {
    const key = /^(\w+)\s*\{/.exec(rest);
    if (key === null) throw new Error(`A case is "name {sentence}": ${message}`);
    let depth = 0;
    let end = key[0].length - 1;
    for (; end < rest.length; end++) {
      if (rest[end] === '{') depth++;
      if (rest[end] === '}') depth--;
      if (depth === 0) break;
    }
    if (depth !== 0) throw new Error(`A case is not closed: ${message}`);
    sentences.push({ case: key[1], parts: partsOf(rest.slice(key[0].length, end)) });
    rest = rest.slice(end + 1).trim();
  }
  return { caseArgument: select[1], sentences };
}

/** An English message's sentences as they read, each value as its `{name}`. */
export function sentenceTexts(message: string): string[] {
  return sentencesOf(message).sentences.map(({ parts }) =>
    parts.map((part) => ('text' in part ? part.text : `{${part.value}}`)).join(''),
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Which sentence of an English message `sentence` is, and the values in it, or undefined when
 * it is none of them. A value is any text unless `shapes` gives its pattern (`\d+` for a count),
 * which also keeps a name with " on " in it from being cut there.
 */
export function readSentence(
  message: string,
  sentence: string,
  shapes: Readonly<Record<string, string>> = {},
): Record<string, string> | undefined {
  const { caseArgument, sentences } = sentencesOf(message);
  for (const candidate of sentences) {
    const names: string[] = [];
    const pattern = candidate.parts
      .map((part) => {
        if ('text' in part) return escaped(part.text);
        names.push(part.value);
        return `(${shapes[part.value] ?? '.+?'})`;
      })
      .join('');
    const match = new RegExp(`^${pattern}$`, 's').exec(sentence);
    if (match === null) continue;
    const values: Record<string, string> = {};
    names.forEach((name, index) => (values[name] = match[index + 1] as string));
    if (caseArgument !== undefined && candidate.case !== undefined) {
      values[caseArgument] = candidate.case;
    }
    return values;
  }
  return undefined;
}
