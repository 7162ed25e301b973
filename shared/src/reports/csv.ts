/**
 * CSV text for the record exports (RFC 4180): comma-separated, CRLF line ends, a byte-order mark so
 * spreadsheet programs read the text as UTF-8.
 */
const BOM = '\uFEFF';
const NEEDS_QUOTES = /[",\r\n]/;
/** A spreadsheet runs a cell starting like this as a formula... */
const FORMULA_START = /^[=+\-@\t\r]/;
/** ...except a plain signed number, which an amount column must stay. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export type CsvCell = string | number;

/** One field, neutralised if it would run as a formula and quoted when it needs to be. */
export function csvField(value: CsvCell): string {
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, the header row, then the rows. */
export function toCsv(header: readonly CsvCell[], rows: readonly (readonly CsvCell[])[]): string {
  const line = (cells: readonly CsvCell[]) => cells.map(csvField).join(',');
  return BOM + [header, ...rows].map(line).join('\r\n') + '\r\n';
}
