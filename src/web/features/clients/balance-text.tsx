import { Text, type TextProps } from '@mantine/core';
import type { Words } from '@shared/i18n/words.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '../tenancy/format-money';

/**
 * A client's balance as people at the desk read it: what they owe in red and bold, what they
 * hold in their favour said in words ("in credit"), so it does not rest on colour alone. The
 * amount is written as the reader's language writes money, unless `locale` says otherwise.
 */
export function BalanceText({
  minor,
  currency,
  locale,
  ...props
}: { minor: number; currency: string; locale?: string } & TextProps) {
  const intl = useIntl();
  if (minor === 0) {
    return (
      <Text component="span" c="dimmed" {...props}>
        <FormattedMessage id="clients.balanceSettled" />
      </Text>
    );
  }
  const amount = formatMoney(Math.abs(minor), currency, locale ?? intl.locale);
  return minor < 0 ? (
    <Text component="span" c="red.9" fw={600} {...props}>
      <FormattedMessage id="clients.balanceOwes" values={{ amount }} />
    </Text>
  ) : (
    <Text component="span" fw={500} {...props}>
      <FormattedMessage id="clients.balanceInCredit" values={{ amount }} />
    </Text>
  );
}

/** "5 credits", "5 credits + pass", "Pass", or a dash. */
export function creditsLabel(credits: number, hasPass: boolean, words: Words): string {
  if (credits > 0) {
    return hasPass
      ? words.formatMessage({ id: 'clients.creditsAndPass' }, { count: credits })
      : words.formatMessage({ id: 'clients.credits' }, { count: credits });
  }
  return hasPass ? words.formatMessage({ id: 'clients.passOnly' }) : '—';
}
