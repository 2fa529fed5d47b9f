import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';

const labels: Record<string, MessageId> = {
  'application/pdf': 'clients.fileTypePdf',
  'text/plain': 'clients.fileTypeText',
  'text/csv': 'clients.fileTypeCsv',
  'application/msword': 'clients.fileTypeWord',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'clients.fileTypeWord',
  'application/vnd.oasis.opendocument.text': 'clients.fileTypeOpenDocument',
};

/** A stored file's type as people name it: "PDF", "PNG image"; "File" when it is unknown. */
export function fileTypeLabel(mimetype: string | null, words: Words): string {
  const type = (mimetype ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const known = labels[type];
  if (known) return words.formatMessage({ id: known });
  if (type.startsWith('image/')) {
    const subtype = type.slice('image/'.length).replace(/^svg\+xml$/, 'svg');
    return subtype
      ? words.formatMessage({ id: 'clients.fileTypeImageOf' }, { format: subtype.toUpperCase() })
      : words.formatMessage({ id: 'clients.fileTypeImage' });
  }
  return words.formatMessage({ id: 'clients.fileTypeFile' });
}
