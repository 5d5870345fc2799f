import { listingViewMessages } from "./messages"

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" })

/** A contract date as shown on award cards and the award view: 'N/A' when the source has none. */
export const awardDate = (value: string | null) => {
  if (!value) return listingViewMessages.notAvailable
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? listingViewMessages.notAvailable : dateFormat.format(date)
}
