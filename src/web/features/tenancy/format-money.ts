/**
 * Money is kept in integer minor units with its currency (DESIGN.md section 4); this is the one
 * place it becomes text, with as many decimals as the currency has (JPY none, GBP two, ...).
 * Every amount below zero carries the same minus sign, U+2212 (Intl writes a hyphen), where the
 * locale puts it; `signed` also puts a plus before an amount above zero, as ledgers show changes.
 */
export function formatMoney(
  minor: number,
  currency: string,
  locale?: string,
  { signed = false }: { signed?: boolean } = {},
): string {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    signDisplay: signed ? 'exceptZero' : 'auto',
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format
    .formatToParts(minor / 10 ** digits)
    .map((part) => (part.type === 'minusSign' ? minusSign : part.value))
    .join('');
}

/** The one minus sign of amounts and counts on every screen. */
export const minusSign = '\u2212';

/** The minor units of an amount a person typed in major units ("12.50" GBP → 1250), or null. */
export function parseMoney(text: string, currency: string): number | null {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  const cleaned = text.trim().replace(/,/g, '');
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
  if (!pattern.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}
