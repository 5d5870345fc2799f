/** The screen's own words; the server's messages are shown as it sends them. */
export const importMessages = {
  notCsv: "Choose a CSV file: SBIR.gov exports its awards as .csv.",
  uploadFailed: "The file could not be uploaded. Check your connection and try again.",
  loadJobs: "The earlier imports could not be loaded.",
  loadJob: "The import's progress could not be loaded.",
  started: (fileName: string) => `Uploaded ${fileName}; importing it now.`,
} as const

/** SBIR.gov's award export is a CSV; browsers give some CSVs an empty or spreadsheet type, so the name decides. */
export const isCsvFile = (file: Pick<File, "name">) => /\.csv$/i.test(file.name.trim())

const units = ["bytes", "kB", "MB", "GB"] as const

/** A byte count as people read it: 1,234 bytes, 12.3 kB, 456 MB. */
export const formatBytes = (bytes: number) => {
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  return `${value.toLocaleString("en-US", { maximumFractionDigits: digits })} ${units[unit]}`
}

/** A share of a whole as a whole percentage, 0 when the whole is unknown or nothing. */
export const percentOf = (part: number, whole: number | null | undefined) =>
  whole ? Math.min(100, Math.round((part / whole) * 100)) : 0

const timeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" })

/** When an import started, in the admin's time zone. */
export const formatStartedAt = (iso: string) => timeFormat.format(new Date(iso))
