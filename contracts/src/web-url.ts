/**
 * The one rule for a website or link address (spec 02 §5): http or https, a dotted host, at most 2000
 * characters, surrounding spaces ignored. The storefront's website, an artifact's url and its links decode
 * with it (`WebsiteUrl`, `ArtifactUrl`, each with its own message), and the browser checks with it too.
 */
export const isWebUrl = (text: string): boolean => {
  const value = text.trim()
  if (value.length > 2000) return false
  try {
    const url = new URL(value)
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".")
  } catch {
    return false
  }
}
