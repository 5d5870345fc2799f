/** Where a link that leaves Ignite goes: the address it opens and the site to name in the warning. */
export interface ExternalDestination {
  readonly url: string
  readonly host: string
}

/**
 * The destination of `href` when following it leaves Ignite (a web address of another origin), or null:
 * Ignite's own pages and files, mail and phone links, and anything unreadable are no departure.
 */
export const externalDestination = (href: string, appOrigin: string): ExternalDestination | null => {
  let url: URL
  try {
    url = new URL(href, appOrigin)
  } catch {
    return null
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null
  if (url.origin === new URL(appOrigin).origin) return null
  return { url: url.href, host: url.host }
}

/** Whether a social account's identifier is a profile's address (a link) rather than a handle. */
export const isWebAddress = (identifier: string) => /^https?:\/\//i.test(identifier)

/** A company's website as a link target: the registry may give it without its scheme. */
export const webAddressOf = (website: string) =>
  /^https?:\/\//i.test(website) ? website : `https://${website}`
