/**
 * One CSV cell, RFC 4180: quoted when it holds a comma, a quote or a line break, quotes doubled. A cell a
 * spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return) is prefixed with
 * a single quote first (OWASP "CSV injection"): the people who open an export did not write its contents.
 */
export const csvCell = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? "" : String(value)
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert
}

/** One record, CRLF-terminated as RFC 4180 says. */
export const csvLine = (cells: ReadonlyArray<string | number | null | undefined>): string =>
  `${cells.map(csvCell).join(",")}\r\n`
