import { rm } from "node:fs/promises"
import { decodeInput, type UploadedFile } from "@ignite/contracts"
import { maxUploadBytes } from "@ignite/platform"
import type { FastifyRequest } from "fastify"
import { authorize } from "../access"
import type { RequestContext } from "../context"
import type { RestRoute } from "../rest/route"
import { receiveForm } from "./multipart"
import { receiveUpload } from "./upload"

export interface RouteBody {
  readonly body: unknown
  /** After the handler: what was received to disk goes (an upload only when refused: its handler owns it). */
  release(refused: boolean): Promise<void>
}

/** A JSON body holds nothing on disk (one function for every request, not a closure made per request). */
const nothingToRelease = async (_refused: boolean) => {}

/** A form takes one file of at most 10 MB (spec: "10MB filesize limit") unless its route declares more. */
const oneFile = { files: 1, fields: 100 }

/**
 * The body a REST route's handler gets. Who may call (the route's `access`) and the resource rule its path
 * allows (`admits`: a member of the storefront it names) are checked first, before a byte of a streamed body
 * is read: an anonymous or foreign upload is answered at once and costs the server nothing. Multipart files
 * are streamed to disk under `incoming` within the route's limits; JSON bodies are Fastify's (1 MB).
 */
export const readRouteBody = async (
  route: RestRoute,
  request: FastifyRequest,
  ctx: RequestContext,
  incoming: string,
): Promise<RouteBody> => {
  const caller = authorize(route.access, ctx.auth)
  if (route.admits) {
    const params = route.params ? decodeInput(route.params, request.params ?? {}) : undefined
    await route.admits({ params, caller, ctx })
  }
  if (route.upload) {
    const file: UploadedFile = await receiveUpload(request, incoming, route.upload.maxBytes)
    return {
      body: file,
      release: async (refused) => {
        if (refused) await rm(file.path, { force: true })
      },
    }
  }
  if (!request.isMultipart()) return { body: request.body, release: nothingToRelease }
  const form = await receiveForm(request, incoming, {
    ...(route.multipart ?? oneFile),
    fileBytes: maxUploadBytes,
  })
  return { body: form.body, release: () => form.discard() }
}
