/**
 * The `key` query of /confirmation_instructions: the email as base64 of its UTF-8 bytes, so the address
 * does not sit in the URL as plain text and non-Latin addresses survive.
 */
export const encodeEmailKey = (email: string): string => {
  let binary = ""
  for (const byte of new TextEncoder().encode(email)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The email a `key` holds; undefined for anything that is not base64 of UTF-8 text. Accepts base64url. */
export const decodeEmailKey = (key: string | undefined): string | undefined => {
  if (!key) return undefined
  try {
    const standard = key.trim().replace(/-/g, "+").replace(/_/g, "/")
    const binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, "="))
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
    const email = new TextDecoder("utf-8", { fatal: true }).decode(bytes).trim()
    return email === "" ? undefined : email
  } catch {
    return undefined
  }
}
