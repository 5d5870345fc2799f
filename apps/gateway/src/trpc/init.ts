import { AppError, isAppError } from "@ignite/contracts"
import { withCausation } from "@ignite/platform"
import { initTRPC, TRPCError } from "@trpc/server"
import { type Access, authorize, type CallerOf } from "../access"
import type { RequestContext } from "../context"
import { requestCausation } from "../http/causation"
import { toAppError } from "../http/errors"
import { answeringWith } from "../rest/file-addresses"

type TrpcCode = ConstructorParameters<typeof TRPCError>[0]["code"]

const trpcCodeByStatus: Record<number, TrpcCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
  503: "SERVICE_UNAVAILABLE",
}

/** Throw an AppError from a procedure and the client gets its code, message and status in `data`. */
export const toTrpcError = (error: AppError) =>
  new TRPCError({
    code: trpcCodeByStatus[error.status] ?? "INTERNAL_SERVER_ERROR",
    message: error.message,
    cause: error,
  })

/** tRPC's own failures (unknown procedure, unparsable input) in the catalogue's terms. */
const frameworkErrors: Partial<Record<TrpcCode, () => AppError>> = {
  NOT_FOUND: () => new AppError("NotFound"),
  PARSE_ERROR: () => new AppError("BadRequest", "The request body is not valid JSON."),
  METHOD_NOT_SUPPORTED: () => new AppError("BadRequest", "This procedure does not accept that HTTP method."),
  BAD_REQUEST: () => new AppError("BadRequest"),
}

// tRPC's wrapper of a failing output parser (initTRPC `createOutputMiddleware`): whatever its cause, the
// answer did not fit its contract, a server bug, never ValidationFailed.
const outputFailed = "Output validation failed"

const appErrorOf = (error: TRPCError, requestId: string): AppError => {
  if (error.message === outputFailed)
    return new AppError("InternalError", `Something went wrong! (request ${requestId})`)
  const mapped = toAppError(error.cause ?? error, requestId)
  if (mapped.code !== "InternalError" || isAppError(error.cause)) return mapped
  return frameworkErrors[error.code]?.() ?? mapped
}

/**
 * What a procedure declares about itself beyond its input and output. `carriesImage`: its input holds an
 * image as a base64 data URL (a headshot), so it alone may send a body of up to 10 MB; the server derives its
 * body limits from this, never from a list of names.
 */
export interface ProcedureMeta {
  readonly carriesImage?: boolean
  /** Who may call it (set by `procedure`): a large body is refused before it is read when the caller may not. */
  readonly access?: Access
}

const t = initTRPC
  .context<RequestContext>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const envelope = appErrorOf(error, ctx?.requestId ?? "unknown").toEnvelope()
      return {
        ...shape,
        message: envelope.message,
        data: {
          ...shape.data,
          stack: undefined,
          httpStatus: envelope.status,
          error: envelope.error,
          status: envelope.status,
          details: envelope.details,
        },
      }
    },
  })

export const router = t.router
export const createCallerFactory = t.createCallerFactory

/** Runs the procedure in its request's causation (and answer scope), and maps thrown AppErrors to TRPCErrors so the HTTP status is right; everything else is a 500. */
const mapErrors = t.middleware(async ({ ctx, next, path }) => {
  // every event the procedure causes says who called and from which request; its answer's file addresses
  // are signed for this caller
  const result = await withCausation(requestCausation(ctx), () =>
    answeringWith(ctx.services.fileAddresses, () => next()),
  )
  if (!result.ok) {
    // Schema failures arrive as BAD_REQUEST with the issues as cause; they become ValidationFailed here.
    const appError = appErrorOf(result.error, ctx.requestId)
    if (appError.code === "InternalError")
      ctx.services.logger.error(
        { err: result.error.cause ?? result.error, requestId: ctx.requestId, procedure: path },
        "procedure failed",
      )
    throw toTrpcError(appError)
  }
  return result
})

const baseProcedure = t.procedure.use(mapErrors)

/**
 * A procedure open to `access` (access.ts), the same vocabulary as the REST routes. Its handlers find the
 * authorized caller in `ctx.caller`.
 */
export const procedure = <A extends Access>(access: A) =>
  baseProcedure
    .meta({ access })
    .use(({ ctx, next }) => next({ ctx: { ...ctx, caller: authorize(access, ctx.auth) as CallerOf<A> } }))
