import type { RevealView } from "@ignite/contracts"
import { toCsv } from "../../lib/to-csv"

/** The record's columns as the CSV names them; moments in UTC (ISO 8601), as a spreadsheet can sort them. */
const header = ["Auditor", "Auditor id", "Subject", "Reason", "Revealed at", "Open until"]

/** The whole record of reveals as CSV, newest first as the server keeps it. */
export const revealsCsv = (rows: readonly RevealView[]) =>
  toCsv(
    header,
    rows.map((row) => [
      row.auditorName,
      row.auditorId,
      row.subject,
      row.reason,
      row.revealedAt,
      row.expiresAt,
    ]),
  )
