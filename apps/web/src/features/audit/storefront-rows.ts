import type { ListingView, StorefrontAudience } from "@ignite/contracts"

/**
 * The storefront's fields as its page shows them (spec 02 §2 Storefront tab: the header, the facts, the cards),
 * one row each, for reading a storefront then beside today's. `fields` are the `ListingView` fields a row
 * shows: it differs when the server names one of them among the differences.
 */
export interface StorefrontRow {
  readonly label: string
  readonly fields: readonly string[]
  readonly text: (listing: ListingView) => string
  /** A picture to show beside the text (the logo). */
  readonly image?: (listing: ListingView) => string | undefined
}

const list = (items: readonly string[]) => (items.length === 0 ? "None" : items.join(", "))
const orNone = (value: string | number | null) => (value === null || value === "" ? "None" : String(value))
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" })

/** Rich text as its words: the server sanitized it; here it is only read, never rendered as HTML. */
export const plainTextOf = (html: string | null) =>
  html === null
    ? "None"
    : (new DOMParser().parseFromString(html, "text/html").body.textContent ?? "").replace(/\s+/g, " ").trim()

export const storefrontRows: readonly StorefrontRow[] = [
  { label: "Name", fields: ["name"], text: (l) => l.name },
  { label: "Tag line", fields: ["tagLine"], text: (l) => orNone(l.tagLine) },
  {
    label: "Logo",
    fields: ["logo"],
    text: (l) => (l.logo ? "A logo" : "None"),
    image: (l) => l.logo?.path,
  },
  { label: "Website", fields: ["website"], text: (l) => orNone(l.website) },
  {
    label: "Address",
    fields: [
      "addressLine1",
      "addressLine2",
      "addressLine3",
      "city",
      "stateOrProvince",
      "postalCode",
      "country",
    ],
    text: (l) =>
      [l.addressLine1, l.addressLine2, l.addressLine3, l.city, l.stateOrProvince, l.postalCode, l.country]
        .filter(Boolean)
        .join(", "),
  },
  {
    label: "Social media accounts",
    fields: ["socialMediaAccounts"],
    text: (l) => list(l.socialMediaAccounts.map((a) => `${a.socialMediaTypeName}: ${a.identifier}`)),
  },
  { label: "Founded", fields: ["yearFounded"], text: (l) => orNone(l.yearFounded) },
  {
    label: "Last profile sync",
    fields: ["lastProfileSync"],
    text: (l) => (l.lastProfileSync ? dateTime.format(new Date(l.lastProfileSync)) : "None"),
  },
  { label: "Profile views (last 30 days)", fields: ["views"], text: (l) => String(l.views) },
  {
    label: "Business Classifications",
    fields: ["businessClassifications"],
    text: (l) => list(l.businessClassifications.map((c) => c.name)),
  },
  { label: "UEI", fields: ["uniqueEntityId"], text: (l) => l.uniqueEntityId },
  { label: "Number of employees", fields: ["numberOfEmployees"], text: (l) => orNone(l.numberOfEmployees) },
  {
    label: "SAM, DUNS and CAGE codes",
    fields: ["samCode", "dunsCode", "cageCode"],
    text: (l) => `${orNone(l.samCode)} / ${orNone(l.dunsCode)} / ${orNone(l.cageCode)}`,
  },
  {
    label: "NAICS Codes",
    fields: ["naicsCodes"],
    text: (l) => list(l.naicsCodes.map((c) => `${c.code} - ${c.name}`)),
  },
  {
    label: "Product/Service Codes",
    fields: ["productServiceCodes"],
    text: (l) => list(l.productServiceCodes.map((c) => `${c.code} - ${c.description}`)),
  },
  {
    label: "Technology Types",
    fields: ["technologyTypes"],
    text: (l) => list(l.technologyTypes.map((t) => t.name)),
  },
  {
    label: "Links",
    fields: ["listingArtifactLinks"],
    text: (l) => list(l.listingArtifactLinks.map((k) => k.name)),
  },
  {
    label: "Primary Contact (user id)",
    fields: ["pointOfContactId"],
    text: (l) => orNone(l.pointOfContactId),
  },
  {
    label: "Statement of Capabilities",
    fields: ["capabilityStatement"],
    text: (l) => plainTextOf(l.capabilityStatement),
  },
  {
    label: "Attachments",
    fields: ["listingArtifactAttachments"],
    text: (l) => list(l.listingArtifactAttachments.map((a) => a.name)),
  },
  {
    label: "Last changed",
    fields: ["updatedAt"],
    text: (l) => dateTime.format(new Date(l.updatedAt)),
  },
]

/** Who among government users saw the storefront, in words. */
export const audienceText: Readonly<Record<StorefrontAudience, string>> = {
  everyone: "Published: every government user saw it",
  visionOnly: "Published for VISION users only: only government users linked to VISION saw it",
  unpublished: "Unpublished: no government user saw it",
  notOpened: "Not on Ignite yet: there was no storefront",
}
