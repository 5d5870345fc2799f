/** A cell of an exported table: text as shown, numbers as counted; nothing is an empty cell. */
export type CsvValue = string | number | boolean | null | undefined

/**
 * One CSV cell, RFC 4180: quoted when it holds a comma, a quote or a line break, quotes doubled. Text a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) is prefixed with a
 * single quote first (OWASP "CSV injection"): whoever opens an export did not write the names in it. Numbers
 * are left alone, so a count stays a number in the spreadsheet. The server's exports follow the same rules
 * (workflows/src/search/csv.ts); the web may not import the workflows layer.
 */
export const csvCell = (value: CsvValue): string => {
  if (value === null || value === undefined) return ""
  if (typeof value !== "string") return String(value)
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert
}

/** A header line and one line per row, each ended with CRLF as RFC 4180 says. */
export const toCsv = (header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string =>
  [header, ...rows].map((cells) => `${cells.map(csvCell).join(",")}\r\n`).join("")

/** `ignite-<what>-<YYYY-MM-DD>.csv`, as the marketplace search's export is named. */
export const csvFileName = (what: string, today: Date = new Date()): string => {
  const slug = what
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
  return `ignite-${slug || "export"}-${today.toISOString().slice(0, 10)}.csv`
}
