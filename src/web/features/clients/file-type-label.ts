const labels: Record<string, string> = {
  'application/pdf': 'PDF',
  'text/plain': 'Text',
  'text/csv': 'CSV',
  'application/msword': 'Word document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
  'application/vnd.oasis.opendocument.text': 'OpenDocument text',
};

/** A stored file's type as people name it: "PDF", "PNG image"; "File" when it is unknown. */
export function fileTypeLabel(mimetype: string | null): string {
  const type = (mimetype ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const known = labels[type];
  if (known) return known;
  if (type.startsWith('image/')) {
    const subtype = type.slice('image/'.length).replace(/^svg\+xml$/, 'svg');
    return subtype ? `${subtype.toUpperCase()} image` : 'Image';
  }
  return 'File';
}
