import Papa from 'papaparse';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/** Rows as CSV text with a header line; what spreadsheets open (RFC 4180 quoting). */
export function toCsv<Row>(rows: Row[], columns: CsvColumn<Row>[]): string {
  return Papa.unparse({
    fields: columns.map((column) => column.header),
    data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
  });
}

/** The records of a CSV file with a header line, keyed by header, with the parser's problems. */
export function parseCsv(text: string): {
  records: Record<string, string>[];
  problems: { row: number; message: string }[];
} {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  return {
    records: parsed.data,
    // Papa counts rows from 0 after the header; people count lines from 1 with the header.
    problems: parsed.errors.map((error) => ({ row: (error.row ?? 0) + 2, message: error.message })),
  };
}

/** Offers text to the user as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
