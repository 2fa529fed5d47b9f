import type { CsvColumn } from '../data/csv';
import type { ClientSummary } from './queries';

/**
 * The columns of a client export. Their headers are the ones an import reads back
 * (client-import.ts), so an exported file can be imported into another business as it is.
 * Money is in major units with a dot, which spreadsheets in any locale read as a number.
 */
export function clientCsvColumns(currency: string): CsvColumn<ClientSummary>[] {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return [
    { header: 'Name', value: (client) => client.full_name },
    { header: 'Email', value: (client) => client.email },
    { header: 'Phone', value: (client) => client.phone },
    { header: 'Birth date', value: (client) => client.birth_date },
    { header: 'Tags', value: (client) => client.tags.join('; ') },
    { header: 'Status', value: (client) => client.status },
    {
      header: `Balance (${currency})`,
      value: (client) => (client.balance_minor / 10 ** digits).toFixed(digits),
    },
    { header: 'Credits remaining', value: (client) => client.credits_remaining },
    { header: 'Pass', value: (client) => (client.has_pass ? 'yes' : 'no') },
    { header: 'Client since', value: (client) => client.created_at.slice(0, 10) },
  ];
}
