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

// A text cell a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return
// before one): OWASP's "CSV injection". A plain number written as text ("-12.50") is a number
// to the spreadsheet, never a formula, so it is kept as it is: amounts below zero stay figures.
const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^-?\d+(\.\d+)?$/;

/** A cell as a spreadsheet may open it safely: text that could start a formula gets a leading '. */
export function neutralisedCell(value: string | number | null | undefined) {
  return typeof value === 'string' && formulaStart.test(value) && !plainNumber.test(value)
    ? `'${value}`
    : value;
}

/**
 * Rows as a CSV file for spreadsheet programs: UTF-8 with a byte-order mark (without one, Excel
 * reads the file in the computer's old code page and mangles "Müller" and "£"), and every text
 * cell that could start a formula neutralised (neutralisedCell). For exports people open, not
 * for files read back in (the clients import would keep the apostrophe).
 */
export function spreadsheetCsv<Row>(rows: Row[], columns: CsvColumn<Row>[]): string {
  return `\uFEFF${toCsv(
    rows,
    columns.map((column) => ({
      header: String(neutralisedCell(column.header)),
      value: (row: Row) => neutralisedCell(column.value(row)),
    })),
  )}`;
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
