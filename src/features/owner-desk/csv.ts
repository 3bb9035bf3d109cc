/**
 * CSV for Excel: UTF-8 with a byte-order mark (without it Excel reads
 * Vietnamese as mojibake), CRLF line ends, every field quoted, and defused
 * against formula injection: a value starting with =, +, -, @, a tab or a
 * carriage return gets a leading apostrophe, so Excel shows it as text
 * instead of running it (OWASP "CSV injection").
 */

export const BOM = '\uFEFF';

/** One field, defused and quoted. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The whole file: a header row, then one row per record; starts with the BOM. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
