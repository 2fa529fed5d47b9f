import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';
import { formatMinutes } from '@shared/offer-text.ts';
import { parseMoney } from '../tenancy/format-money';

/**
 * What a client can choose and pay for (db/migrations/0011_catalogue.sql): a private service is
 * sold as variants with their own duration; a group service as a drop-in, a pack of credits
 * valid for some days, or an unlimited pass valid for some days.
 */
export type ServiceKind = 'private' | 'group';
export type OptionKind = 'variant' | 'drop_in' | 'pack' | 'pass';

/** Each kind of option in the reader's words (messages/<locale>/services.ts). */
export const optionKindWords = {
  variant: 'services.optionVariant',
  drop_in: 'services.optionDropIn',
  pack: 'services.optionPack',
  pass: 'services.optionPass',
} as const satisfies Record<OptionKind, MessageId>;

/** Each kind of service in the reader's words. */
export const serviceKindWords = {
  private: 'services.kindPrivate',
  group: 'services.kindGroup',
} as const satisfies Record<ServiceKind, MessageId>;

export function optionKindsFor(kind: ServiceKind): OptionKind[] {
  return kind === 'private' ? ['variant'] : ['drop_in', 'pack', 'pass'];
}

/** The option form as typed: every field is text until it is read. */
export interface OptionForm {
  kind: OptionKind;
  name: string;
  price: string;
  duration: string;
  credits: string;
  validity: string;
}

export interface OptionRow {
  kind: OptionKind;
  name: string;
  price_minor: number;
  duration_minutes: number | null;
  credits: number | null;
  validity_days: number | null;
}

type OptionErrors = Partial<Record<keyof OptionForm, string>>;

/** A whole number typed as text within bounds, or null. */
export function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

/**
 * The row to save, or the message for each field that cannot be saved, by the same bounds the
 * database checks, so the person hears about them next to the field.
 */
export function readOptionForm(
  form: OptionForm,
  currency: string,
  words: Words,
): { ok: true; row: OptionRow } | { ok: false; errors: OptionErrors } {
  const errors: OptionErrors = {};
  const name = form.name.trim();
  if (name.length < 1 || name.length > 120)
    errors.name = words.formatMessage({ id: 'services.optionNameInvalid' });
  const price = parseMoney(form.price, currency, words.locale);
  if (price === null)
    errors.price = words.formatMessage({ id: 'services.priceInvalid' }, { currency });
  let duration: number | null = null;
  let credits: number | null = null;
  let validity: number | null = null;
  if (form.kind === 'variant') {
    duration = wholeNumber(form.duration, 5, 1440);
    if (duration === null)
      errors.duration = words.formatMessage({ id: 'services.durationInvalid' });
  }
  if (form.kind === 'pack') {
    credits = wholeNumber(form.credits, 1, 1000);
    if (credits === null) errors.credits = words.formatMessage({ id: 'services.creditsInvalid' });
  }
  if (form.kind === 'pack' || form.kind === 'pass') {
    validity = wholeNumber(form.validity, 1, 3650);
    if (validity === null)
      errors.validity = words.formatMessage({ id: 'services.validityInvalid' });
  }
  if (Object.keys(errors).length > 0 || price === null) return { ok: false, errors };
  return {
    ok: true,
    row: {
      kind: form.kind,
      name,
      price_minor: price,
      duration_minutes: duration,
      credits,
      validity_days: validity,
    },
  };
}

/** What an option gives, in a few words: "10 classes, valid 90 days". */
export function optionTerms(option: Omit<OptionRow, 'name' | 'price_minor'>, words: Words): string {
  switch (option.kind) {
    case 'variant':
      return option.duration_minutes === null
        ? words.formatMessage({ id: 'services.optionVariant' })
        : formatMinutes(option.duration_minutes, words);
    case 'drop_in':
      return words.formatMessage({ id: 'services.termsDropIn' });
    case 'pack':
      return words.formatMessage(
        { id: 'services.termsPack' },
        { credits: option.credits ?? 0, days: option.validity_days ?? 0 },
      );
    case 'pass':
      return words.formatMessage({ id: 'services.termsPass' }, { days: option.validity_days ?? 0 });
  }
}
