import type { Words } from '@shared/i18n/words.ts';

/** The rule create_tenant applies to a business's web address (db/migrations/0010_tenancy.sql). */
export const businessAddressPattern = /^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$/;

/** A web address made from a business's name: "Sunrise Yoga & Co." → "sunrise-yoga-co". */
export function suggestAddress(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
}

/** Why an address cannot be used, or undefined when it can (availability aside). */
export function addressProblem(address: string, words: Words): string | undefined {
  if (address === '') return words.formatMessage({ id: 'common.addressMissing' });
  if (!businessAddressPattern.test(address)) {
    return words.formatMessage({ id: 'common.addressInvalid' });
  }
  return undefined;
}
