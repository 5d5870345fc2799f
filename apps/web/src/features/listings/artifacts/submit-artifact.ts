import type { ArtifactKind, ListingArtifact } from "@ignite/contracts"
import { authErrorCodeOf, reportAuthError } from "../../../lib/auth-errors"
import { requestHeaders } from "../../../lib/trpc"
import { collectionOfKind } from "./artifact-kinds"

/** A create or edit, as the REST collection takes it. */
export interface ArtifactSubmission {
  readonly listingId: string
  readonly kind: ArtifactKind
  /** Absent for a create. */
  readonly artifactId?: string
  readonly body: FormData
}

/** A refused submission as the gateway's envelope says it: code, message, status and field problems. */
export class ArtifactRefused extends Error {
  constructor(
    readonly error: string | undefined,
    message: string,
    readonly status: number,
    readonly details: ReadonlyArray<{ readonly path: string; readonly message: string }> = [],
  ) {
    super(message)
  }
}

const refusalOf = async (response: Response) => {
  try {
    const envelope = (await response.json()) as { error?: unknown; message?: unknown; details?: unknown }
    return new ArtifactRefused(
      typeof envelope.error === "string" ? envelope.error : undefined,
      typeof envelope.message === "string" ? envelope.message : `The request failed with ${response.status}.`,
      response.status,
      Array.isArray(envelope.details)
        ? envelope.details.filter(
            (detail): detail is { path: string; message: string } =>
              typeof detail?.path === "string" && typeof detail?.message === "string",
          )
        : [],
    )
  } catch {
    // not the gateway's envelope (a proxy's error page)
    return new ArtifactRefused(undefined, `The request failed with ${response.status}.`, response.status)
  }
}

/**
 * POST (create, 201) or PATCH (edit, 200) under /api/v1/listings/{id}/{collection}, multipart because the
 * form carries files (spec 02 §7). The browser writes the multipart boundary itself.
 */
export const submitArtifact = async ({
  listingId,
  kind,
  artifactId,
  body,
}: ArtifactSubmission): Promise<ListingArtifact> => {
  const collection = `/api/v1/listings/${encodeURIComponent(listingId)}/${collectionOfKind[kind]}`
  const response = await fetch(
    artifactId === undefined ? collection : `${collection}/${encodeURIComponent(artifactId)}`,
    { method: artifactId === undefined ? "POST" : "PATCH", headers: requestHeaders(), body },
  )
  if (response.ok) return (await response.json()) as ListingArtifact
  const refusal = await refusalOf(response)
  // An expired session or unsigned terms: the app's one handler moves the user, as for any call.
  const code = authErrorCodeOf(refusal)
  if (code) reportAuthError({ code })
  throw refusal
}
