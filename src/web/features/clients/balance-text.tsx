import { Text, type TextProps } from '@mantine/core';
import { formatMoney } from '../tenancy/format-money';

/**
 * A client's balance as people at the desk read it: what they owe in red and bold, what they
 * hold in their favour said in words ("in credit"), so it does not rest on colour alone.
 */
export function BalanceText({
  minor,
  currency,
  locale,
  ...props
}: { minor: number; currency: string; locale?: string } & TextProps) {
  if (minor === 0) {
    return (
      <Text component="span" c="dimmed" {...props}>
        Settled
      </Text>
    );
  }
  const amount = formatMoney(Math.abs(minor), currency, locale);
  return minor < 0 ? (
    <Text component="span" c="red.9" fw={600} {...props}>
      Owes {amount}
    </Text>
  ) : (
    <Text component="span" fw={500} {...props}>
      {amount} in credit
    </Text>
  );
}

/** "5 credits", "5 credits + pass", "Pass", or a dash. */
export function creditsLabel(credits: number, hasPass: boolean): string {
  const parts = [
    credits > 0 ? `${credits} credit${credits === 1 ? '' : 's'}` : '',
    hasPass ? 'pass' : '',
  ];
  const text = parts.filter(Boolean).join(' + ');
  return text === '' ? '—' : text.charAt(0).toUpperCase() + text.slice(1);
}
