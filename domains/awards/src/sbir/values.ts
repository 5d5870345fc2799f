/**
 * Cell readers for the messy values real exports hold. Each returns null for an empty cell and a
 * `Problem` for a value it cannot read, so a row can report every bad cell with its column.
 */
export class Problem {
  constructor(readonly reason: string) {}
}

export const text = (cell: string | undefined): string | null => {
  const value = (cell ?? "").replace(/\s+/g, " ").trim()
  return value === "" ? null : value
}

/** Multi-line text (abstracts): line breaks kept, other runs of spaces collapsed. */
export const longText = (cell: string | undefined): string | null => {
  const value = (cell ?? "")
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
  return value === "" ? null : value
}

/** "1,500,000.50", "$150,000", "1500000" -> dollars; cents kept. */
export const amount = (cell: string | undefined): number | null | Problem => {
  const value = text(cell)
  if (value === null) return null
  const plain = value.replace(/^\$/, "").replace(/,(?=\d{3}(\D|$))/g, "")
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return new Problem(`"${value}" is not an amount`)
  return Number(plain)
}

/** "1,000" or "25" -> a whole count. */
export const count = (cell: string | undefined): number | null | Problem => {
  const value = text(cell)
  if (value === null) return null
  const plain = value.replace(/,(?=\d{3}(\D|$))/g, "")
  if (!/^\d+$/.test(plain)) return new Problem(`"${value}" is not a whole number`)
  return Number(plain)
}

export const year = (cell: string | undefined): number | null | Problem => {
  const value = text(cell)
  if (value === null) return null
  if (!/^\d{4}$/.test(value) || Number(value) < 1950 || Number(value) > 2100)
    return new Problem(`"${value}" is not a year`)
  return Number(value)
}

const isoDate = (y: number, m: number, d: number): string | null => {
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null
  return date.toISOString().slice(0, 10)
}

/** 2023-06-15, 05/15/2022 and 10-01-2020 (month first, as US exports write them) -> yyyy-mm-dd. */
export const date = (cell: string | undefined): string | null | Problem => {
  const value = text(cell)
  if (value === null) return null
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(value)
  const us = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(value)
  const parsed = iso
    ? isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
    : us
      ? isoDate(Number(us[3]), Number(us[1]), Number(us[2]))
      : null
  return parsed ?? new Problem(`"${value}" is not a date`)
}

/** Y/N columns: Y, Yes, true, 1 -> true; N, No, false, 0 or empty -> false. */
export const flag = (cell: string | undefined): boolean | Problem => {
  const value = (text(cell) ?? "").toLowerCase()
  if (["y", "yes", "true", "1"].includes(value)) return true
  if (["", "n", "no", "false", "0"].includes(value)) return false
  return new Problem(`"${text(cell)}" is not Y or N`)
}

/** A website as the registry writes it ("www.acme.com", "acme.com/", "https://acme.com") -> https URL. */
export const website = (cell: string | undefined): string | null | Problem => {
  const value = text(cell)
  if (value === null || /^n\/?a$/i.test(value) || value.toLowerCase() === "none") return null
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`
  try {
    const url = new URL(withScheme)
    if (!url.hostname.includes(".")) return new Problem(`"${value}" is not a website`)
    return url.toString()
  } catch {
    return new Problem(`"${value}" is not a website`)
  }
}
