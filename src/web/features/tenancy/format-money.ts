// Shared with the server, whose messages show amounts the way the screens do.
export { formatMoney, minusSign } from '@shared/format-money.ts';

/** The decimal sign and the digit-group sign of a language: "." and "," in English. */
function separators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { decimal: part('decimal') || '.', group: part('group') };
}

/**
 * Arabic-Indic and Persian digits as ASCII digits, and the Arabic decimal and group signs as
 * ASCII's: a person types in either, whatever their browser's variant of Arabic writes.
 */
const asciiDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, '');

/**
 * The minor units of an amount a person typed in major units, as their language writes it
 * ("12.50" GBP in English, "12,50" € or "1.200" € in German → 1250, 120000), or null. A
 * decimal point is read as one in every language, as people type prices everywhere; in a
 * language whose decimal sign is another, "1.500" is fifteen hundred.
 */
export function parseMoney(text: string, currency: string, locale = 'en'): number | null {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  const { decimal, group } = separators(locale);
  let cleaned = asciiDigits(text.trim()).replace(/[\s\u00a0\u202f]/g, '');
  if (decimal === '.') cleaned = cleaned.replaceAll(group, '');
  else if (cleaned.includes(decimal)) cleaned = cleaned.replaceAll(group, '').replace(decimal, '.');
  else if (/^\d{1,3}([.,]\d{3})+$/.test(cleaned)) cleaned = cleaned.replace(/[.,]/g, '');
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
  if (!pattern.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}
