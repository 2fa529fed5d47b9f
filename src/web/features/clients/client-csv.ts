import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';
import type { CsvColumn } from '../data/csv';
import type { ClientSummary } from './queries';

/**
 * The columns of a client export. Their headers, the status and the pass are in the reader's
 * language, as a spreadsheet user expects; an import reads back the headers and the status of
 * every language's export as well as the English ones (client-import.ts), so an exported file
 * can be imported into another business as it is. Money is in major units with a dot and dates
 * are YYYY-MM-DD, which spreadsheets in any locale read as numbers and dates.
 */
export function clientCsvColumns(currency: string, words: Words): CsvColumn<ClientSummary>[] {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  const say = (id: MessageId) => words.formatMessage({ id });
  const status = { active: say('clients.csvActive'), archived: say('clients.csvArchived') };
  return [
    { header: say('clients.csvName'), value: (client) => client.full_name },
    { header: say('clients.csvEmail'), value: (client) => client.email },
    { header: say('clients.csvPhone'), value: (client) => client.phone },
    { header: say('clients.csvBirthDate'), value: (client) => client.birth_date },
    { header: say('clients.csvTags'), value: (client) => client.tags.join('; ') },
    {
      header: say('clients.csvStatus'),
      value: (client) => (client.status === 'archived' ? status.archived : status.active),
    },
    {
      header: words.formatMessage({ id: 'clients.csvBalance' }, { currency }),
      value: (client) => (client.balance_minor / 10 ** digits).toFixed(digits),
    },
    { header: say('clients.csvCreditsRemaining'), value: (client) => client.credits_remaining },
    {
      header: say('clients.csvPass'),
      value: (client) => (client.has_pass ? say('clients.csvYes') : say('clients.csvNo')),
    },
    { header: say('clients.csvClientSince'), value: (client) => client.created_at.slice(0, 10) },
  ];
}
