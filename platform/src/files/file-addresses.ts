import { createHmac, timingSafeEqual } from "node:crypto"

/**
 * Signed, expiring addresses of stored files (`/files/<key>?expires=…&signature=…`). The gateway serves a file
 * only at such an address, and signs the addresses an answer carries for the reader it answers: whoever may
 * read what refers to a file (a storefront, a user) gets its address, nobody else can make one. Browsers
 * load `<img src>` without the bearer token, so the address itself is the permission (docs/architecture.md,
 * "Files").
 */
export interface FileAddresses {
  /** A stored file's address (`/files/<key>`) signed until the end of the next whole hour; anything else as given. */
  sign(path: string, now?: Date): string
  /** Whether the query of a request for `key` signs it and is not past its time. */
  check(key: string, query: Readonly<Record<string, unknown>>, now?: Date): AddressCheck
}

export type AddressCheck =
  | { readonly status: "valid" /** Unix seconds. */; readonly expiresAt: number }
  | { readonly status: "expired" | "invalid" }

/**
 * Addresses live until the end of the hour after the one they were issued in (one to two hours): long enough
 * for a page left open, and every answer of the same hour carries the same address, so browsers cache the file.
 */
const periodSeconds = 3_600

const bareAddress = /^\/files\/([^?#]+)$/

/** At most this many signed addresses are kept (a few MB). */
const maxKeptAddresses = 20_000

export const createFileAddresses = (secret: Uint8Array): FileAddresses => {
  // a key of its own, derived from the server's secret: a file signature is never valid as anything else
  const key = createHmac("sha256", secret).update("ignite:file-addresses:v1").digest()
  const signatureOf = (fileKey: string, expires: string) =>
    createHmac("sha256", key).update(`${fileKey}\n${expires}`).digest("base64url")
  /**
   * This period's signed addresses: an answer signs the same addresses again and again within the hour (a
   * search page, its twenty logos), and an HMAC costs microseconds. Emptied when the period turns, or when full.
   */
  let signedIn = { expires: "", addresses: new Map<string, string>() }
  return {
    sign(path, now = new Date()) {
      const fileKey = bareAddress.exec(path)?.[1]
      if (!fileKey) return path
      const expires = String((Math.floor(now.getTime() / 1000 / periodSeconds) + 2) * periodSeconds)
      if (signedIn.expires !== expires || signedIn.addresses.size >= maxKeptAddresses)
        signedIn = { expires, addresses: new Map() }
      let signed = signedIn.addresses.get(fileKey)
      if (signed === undefined) {
        signed = `${path}?expires=${expires}&signature=${signatureOf(fileKey, expires)}`
        signedIn.addresses.set(fileKey, signed)
      }
      return signed
    },
    check(fileKey, { expires, signature }, now = new Date()) {
      if (typeof expires !== "string" || !/^\d{1,12}$/.test(expires) || typeof signature !== "string")
        return { status: "invalid" }
      const expected = Buffer.from(signatureOf(fileKey, expires))
      const given = Buffer.from(signature)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: "invalid" }
      const expiresAt = Number(expires)
      return expiresAt * 1000 > now.getTime() ? { status: "valid", expiresAt } : { status: "expired" }
    },
  }
}
