import type { Words } from '../i18n/words.ts';

// What a business may set as the sender of its messages (Settings › Notifications), as the
// database's checks on public.tenants have it, with the reason in words for the form.

/** Why a sender name cannot be used, or null when it can (empty: the business's name). */
export function senderNameProblem(name: string, words: Words): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return null;
  if (trimmed.length > 80) return words.formatMessage({ id: 'notifications.senderNameTooLong' });
  if (/[<>"\\\r\n]/.test(trimmed)) {
    return words.formatMessage({ id: 'notifications.senderNameSigns' }, { signs: '<, >, "' });
  }
  return null;
}

const address = /^[^@\s<>",;]+@[^@\s<>",;.]+(\.[^@\s<>",;.]+)+$/;

/** Why a reply-to address cannot be used, or null when it can (empty: the contact email). */
export function replyToProblem(value: string, words: Words): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (trimmed.length > 254 || !address.test(trimmed)) {
    return words.formatMessage({ id: 'notifications.replyToInvalid' });
  }
  return null;
}
