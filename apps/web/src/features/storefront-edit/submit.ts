import type { ListingView } from "@ignite/contracts"
import { authErrorCodeOf, reportAuthError } from "../../lib/auth-errors"
import { requestHeaders } from "../../lib/trpc"

/** A refused call as the gateway's envelope says it (`{ error, message, status, details }`). */
export class RestRefusal extends Error {
  constructor(
    readonly error: string | undefined,
    message: string,
    readonly status: number,
    readonly details: unknown,
  ) {
    super(message)
  }
}

const refusalOf = (status: number, body: string) => {
  try {
    const envelope = JSON.parse(body) as { error?: unknown; message?: unknown; details?: unknown }
    if (typeof envelope.message === "string")
      return new RestRefusal(
        typeof envelope.error === "string" ? envelope.error : undefined,
        envelope.message,
        status,
        envelope.details,
      )
  } catch {
    // not the gateway's envelope (a proxy's error page): the screen says it in its own words
  }
  return new RestRefusal(undefined, `The request failed with status ${status}.`, status, undefined)
}

/**
 * PATCH /api/v1/current_user/listings/{id} as multipart (spec 02 §7): the one call that carries the logo
 * file, which tRPC's JSON cannot. The browser sets the multipart boundary; the other headers are every
 * call's (the session's bearer token, no-store, JSON accept).
 */
export const submitListingForm = async (listingId: string, body: FormData): Promise<ListingView> => {
  const response = await fetch(`/api/v1/current_user/listings/${encodeURIComponent(listingId)}`, {
    method: "PATCH",
    headers: requestHeaders(),
    body,
  })
  const text = await response.text()
  if (response.ok) return JSON.parse(text) as ListingView
  const refusal = refusalOf(response.status, text)
  // An expired session or unsigned terms: the app's one handler moves the user, as for any call.
  const code = authErrorCodeOf(refusal)
  if (code) reportAuthError({ code })
  throw refusal
}
