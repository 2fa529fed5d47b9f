import { describe, expect, it } from 'vitest';
import english from './messages/en/errors.ts';
import { readSentence, sentencesOf, sentenceTexts } from './refusal-sentences.ts';

describe('sentencesOf', () => {
  it('reads a plain sentence, with its placeholders', () => {
    expect(sentencesOf("The address {slug} isn''t free.")).toEqual({
      caseArgument: undefined,
      sentences: [
        {
          case: undefined,
          parts: [{ text: 'The address ' }, { value: 'slug' }, { text: " isn't free." }],
        },
      ],
    });
  });

  it('reads each case of a select around the message', () => {
    const message = '{case, select, named {{staff} is busy.} other {Someone is busy.}}';
    expect(sentencesOf(message)).toEqual({
      caseArgument: 'case',
      sentences: [
        { case: 'named', parts: [{ value: 'staff' }, { text: ' is busy.' }] },
        { case: 'other', parts: [{ text: 'Someone is busy.' }] },
      ],
    });
    expect(sentenceTexts(message)).toEqual(['{staff} is busy.', 'Someone is busy.']);
  });

  it('refuses what it cannot read rather than read it wrongly', () => {
    expect(() => sentencesOf('{count, plural, one {# place} other {# places}}')).toThrow();
    expect(() => sentencesOf("Braces '{' quoted.")).toThrow();
  });

  it('reads every English message of the errors catalogue', () => {
    for (const message of Object.values(english)) expect(() => sentencesOf(message)).not.toThrow();
  });
});

describe('readSentence', () => {
  const busy =
    '{case, select, named {{staff} already has {service} on {day} at {time}: choose another.} other {The instructor is busy.}}';

  it('gives the case and the values of the sentence the server sent', () => {
    expect(readSentence(busy, 'The instructor is busy.')).toEqual({ case: 'other' });
    expect(
      readSentence(busy, 'Ana already has Yoga on Mon 05 Jan 2026 at 09:00: choose another.'),
    ).toEqual({
      case: 'named',
      staff: 'Ana',
      service: 'Yoga',
      day: 'Mon 05 Jan 2026',
      time: '09:00',
    });
  });

  it('keeps a value whole when its shape is given', () => {
    const sentence =
      'Ana already has Yoga on the beach on Mon 05 Jan 2026 at 09:00: choose another.';
    expect(readSentence(busy, sentence)?.service).toBe('Yoga');
    expect(
      readSentence(busy, sentence, { day: '[A-Z][a-z]{2} \\d{2} [A-Z][a-z]{2} \\d{4}' })?.service,
    ).toBe('Yoga on the beach');
  });

  it('is undefined for a sentence the message does not say', () => {
    expect(readSentence(busy, 'The instructor is busy now.')).toBeUndefined();
    expect(readSentence('This session is full.', 'This session is full: wait.')).toBeUndefined();
  });
});
