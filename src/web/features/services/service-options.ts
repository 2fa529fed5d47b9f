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

export const optionKindLabels: Record<OptionKind, string> = {
  variant: 'Variant',
  drop_in: 'Drop-in',
  pack: 'Pack of credits',
  pass: 'Unlimited pass',
};

export const serviceKindLabels: Record<ServiceKind, string> = {
  private: 'Private',
  group: 'Group',
};

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

function wholeNumber(text: string, min: number, max: number): number | null {
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
): { ok: true; row: OptionRow } | { ok: false; errors: OptionErrors } {
  const errors: OptionErrors = {};
  const name = form.name.trim();
  if (name.length < 1 || name.length > 120)
    errors.name = 'Give the option a name (up to 120 characters).';
  const price = parseMoney(form.price, currency);
  if (price === null) errors.price = `Enter a price in ${currency}, such as 12.50.`;
  let duration: number | null = null;
  let credits: number | null = null;
  let validity: number | null = null;
  if (form.kind === 'variant') {
    duration = wholeNumber(form.duration, 5, 1440);
    if (duration === null) errors.duration = 'Enter a duration of 5 to 1440 minutes.';
  }
  if (form.kind === 'pack') {
    credits = wholeNumber(form.credits, 1, 1000);
    if (credits === null) errors.credits = 'Enter a number of classes from 1 to 1000.';
  }
  if (form.kind === 'pack' || form.kind === 'pass') {
    validity = wholeNumber(form.validity, 1, 3650);
    if (validity === null) errors.validity = 'Enter how many days it is valid, from 1 to 3650.';
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
        ? 'Variant'
        : formatMinutes(option.duration_minutes, words);
    case 'drop_in':
      return 'One session';
    case 'pack':
      return `${option.credits ?? 0} classes, valid ${option.validity_days ?? 0} days`;
    case 'pass':
      return `Unlimited, valid ${option.validity_days ?? 0} days`;
  }
}
