/**
 * Money is kept in integer minor units with its currency (DESIGN.md section 4); this is the one
 * place it becomes text, with as many decimals as the currency has (JPY none, GBP two, ...).
 */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

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
