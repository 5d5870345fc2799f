import { createHash, createHmac, timingSafeEqual } from "node:crypto"

/**
 * Tokens in mailed links. The event records only a token id; the token itself is an HMAC of that id under
 * a server secret, so the mail reactor can re-derive it when it sends, and the database holds only its
 * SHA-256. Nothing in the log or the tables lets anyone forge or replay a link.
 */
export interface TokenKeys {
  tokenFor(tokenId: string): string
}

export const createTokenKeys = (secret: Uint8Array): TokenKeys => {
  const key = createHmac("sha256", secret).update("ignite:mail-link-tokens:v1").digest()
  return {
    tokenFor: (tokenId) => createHmac("sha256", key).update(tokenId).digest("base64url"),
  }
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex")

export const sameToken = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
