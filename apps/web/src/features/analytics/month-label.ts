const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

/** Spec 02 §9: a timeline's x-axis label, three-letter month and two-digit year: "2026-03" → "Mar 26". */
export const monthLabel = (month: string): string => {
  const [year = "", number = ""] = month.split("-")
  return `${monthNames[Number(number) - 1] ?? number} ${year.slice(-2)}`
}
