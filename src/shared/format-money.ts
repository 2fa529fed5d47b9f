/**
 * Money is kept in integer minor units with its currency (DESIGN.md section 4); this is the one
 * place it becomes text, on the screens and in the messages sent to clients, with as many
 * decimals as the currency has (JPY none, GBP two, ...).
 * Every amount below zero carries the same minus sign, U+2212 (Intl writes a hyphen), where the
 * locale puts it; `signed` also puts a plus before an amount above zero, as ledgers show changes.
 * In a language written right to left, a currency symbol of Latin letters ("UK£", "US$") is
 * isolated, so that it reads as one symbol beside the figure rather than "£UK".
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
  const isolated = locale !== undefined && rightToLeft.has(new Intl.Locale(locale).language);
  return format
    .formatToParts(minor / 10 ** digits)
    .map((part) =>
      part.type === 'minusSign'
        ? minusSign
        : part.type === 'currency' && isolated
          ? `\u2068${part.value}\u2069`
          : part.value,
    )
    .join('');
}

/** Languages written right to left (the product speaks Arabic; the others for a visitor's tag). */
const rightToLeft = new Set(['ar', 'fa', 'he', 'ur']);

/** The one minus sign of amounts and counts on every screen. */
export const minusSign = '\u2212';
