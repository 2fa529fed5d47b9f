/**
 * Money is kept in integer minor units with its currency (DESIGN.md section 4); this is the one
 * place it becomes text, on the screens and in the messages sent to clients, with as many
 * decimals as the currency has (JPY none, GBP two, ...).
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
