import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkAccentColour,
  contrastWithWhite,
  minimumContrast,
  parseHexColour,
} from './accent-colour.ts';
import { wordsIn } from '../i18n/static-words.ts';

const en = wordsIn('en');

describe('parseHexColour', () => {
  it.each([
    ['#1C7ED6', '#1c7ed6'],
    ['1c7ed6', '#1c7ed6'],
    ['#abc', '#aabbcc'],
    ['  #000000 ', '#000000'],
  ])('reads %s as %s', (text, colour) => expect(parseHexColour(text)).toBe(colour));

  it.each(['', 'blue', '#12345', '#1234567', 'rgb(0,0,0)', '#ggg'])('refuses %j', (text) =>
    expect(parseHexColour(text)).toBeNull(),
  );
});

describe('contrastWithWhite', () => {
  it('matches the WCAG figures for black, white and a mid grey', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    // #767676 is the lightest grey that passes AA on white (4.54:1).
    expect(contrastWithWhite('#767676')).toBeCloseTo(4.54, 2);
    expect(contrastWithWhite('#777777')).toBeLessThan(minimumContrast);
  });
});

describe('checkAccentColour', () => {
  it('keeps a colour that passes', () => {
    expect(checkAccentColour('#1864AB', en)).toMatchObject({ kind: 'ok', colour: '#1864ab' });
  });

  it('darkens a colour a little short of AA to the nearest passing shade and says so', () => {
    const check = checkAccentColour('#228be6', en);
    expect(check.kind).toBe('adjusted');
    if (check.kind !== 'adjusted') return;
    expect(check.from).toBe('#228be6');
    expect(contrastWithWhite(check.colour)).toBeGreaterThanOrEqual(minimumContrast);
    // Nearest: a shade only a little lighter than it fails.
    expect(check.contrast).toBeLessThan(minimumContrast + 0.2);
    expect(check.message).toBe(
      `#228be6 has a contrast of 3.5:1 with white; buttons and links need 4.5:1 to be readable, so it was darkened to ${check.colour}, the nearest shade that is.`,
    );
  });

  it('refuses a pale colour that would have to become another one, with a suggestion', () => {
    const check = checkAccentColour('#ffff99', en);
    expect(check).toMatchObject({ kind: 'refused' });
    if (check.kind !== 'refused') return;
    expect(check.message).toMatch(
      /^#ffff99 has a contrast of 1\.0:1 with white; .* Choose a darker colour\.$/,
    );
    expect(contrastWithWhite(check.suggestion ?? '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('refuses what is not a colour, with the format to use', () => {
    expect(checkAccentColour('teal', en)).toEqual({
      kind: 'refused',
      message: '“teal” is not a colour. Enter one as #rrggbb, such as #1c7ed6.',
    });
  });

  it('says so in the language shown, with its decimal sign', () => {
    expect(checkAccentColour('#228be6', wordsIn('de'))).toMatchObject({
      kind: 'adjusted',
      message: expect.stringMatching(/^#228be6 hat .*3,5:1/),
    });
  });

  it('never returns a colour below AA', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const check = checkAccentColour(`#${value.toString(16).padStart(6, '0')}`, en);
        if (check.kind === 'refused') return check.suggestion !== undefined;
        return contrastWithWhite(check.colour) >= minimumContrast;
      }),
    );
  });
});
