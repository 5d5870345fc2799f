import { AnswerContractError, decodeInput, type ErrorCode } from "@ignite/contracts"
import type { Schema } from "effect"
import { type Access, authorize, type Caller, type CallerOf } from "../access"
import type { RequestContext } from "../context"
import { answerOf, keptAnswerOf } from "./answer"

type AnySchema = Parameters<typeof decodeInput>[0] & Schema.Top
type TypeOf<S> = S extends { readonly Type: infer T } ? T : undefined

/**
 * A REST facade route declared as data: the spec's path, the contract schemas of each input part and of
 * the answer, who may call it and the service call. The same declaration registers the Fastify route and
 * generates its OpenAPI operation, so the document cannot drift from the code.
 */
export interface RestRoute<P = unknown, Q = unknown, B = unknown, H = unknown, C = Caller | undefined> {
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"
  /** OpenAPI style: /api/v1/listings/{id} */
  readonly path: string
  readonly summary: string
  /** What the API docs say beyond the summary (the OpenAPI description): how to page, search, which edition. */
  readonly description?: string
  readonly tag: string
  /** Who may call (access.ts), the same vocabulary as the tRPC procedures. */
  readonly access: Access
  readonly params?: AnySchema
  readonly query?: AnySchema
  readonly body?: AnySchema
  /** Request headers the route reads, by their lower-case names (documented as header parameters). */
  readonly headers?: AnySchema
  /**
   * The route answers a file, streamed as it is made (a CSV export): the handler returns a `Download` of this
   * type instead of a body for `response`. Documented as the operation's one success content type.
   */
  readonly download?: { readonly contentType: string }
  /**
   * The answer's contract: every answer with a body is encoded through it (fields it does not name never
   * leave; an answer that does not fit is a 500). A route that answers a body without one is a 500 too.
   */
  readonly response?: Schema.Top
  /**
   * A read whose answer is one object until an event replaces it (reference data, a document in force): sent
   * with an ETag, serialized once per object, 304 on If-None-Match.
   */
  readonly etag?: boolean
  /**
   * A read that usually answers an object kept in memory until an event replaces it (the current user, from
   * the hot reads; the search's kept answers), without an ETag: encoded once per object, not per request.
   * (`etag` implies it.)
   */
  readonly kept?: boolean
  /**
   * The body is one large file, streamed to a temporary file after the caller is authorized (never held in
   * memory): the handler gets it as `body` (an UploadedFile) and owns it.
   */
  readonly upload?: { readonly maxBytes: number }
  /**
   * A multipart form of several files (an artifact's logo and attachments), each at most 10 MB; forms take
   * one file unless a route says more. The request may weigh no more than its files and 1 MB of fields: a
   * larger Content-Length is refused (413) before the body is read.
   */
  readonly multipart?: { readonly files: number; readonly fields: number }
  /**
   * The resource rule the route's path allows checking before its body is read (after `access`): a member of
   * the storefront it names, so a stranger's 200 MB form is refused without a byte of it read. The handler's
   * service still checks in the transaction that decides.
   */
  readonly admits?: (input: { params: P; caller: C; ctx: RequestContext }) => Promise<void>
  /**
   * The multipart form the route reads, as the OpenAPI document describes it: `multipart/form-data` with the
   * fields' bracket-nested names (`user[firstName]`, `socialMediaAccountsAttributes[0][identifier]`) and the
   * named file fields as binary; `json`, the JSON body the route takes instead (documentation only: the
   * handler decodes what it receives).
   */
  readonly form?: {
    readonly fields: Schema.Top
    readonly files: readonly string[]
    readonly json?: Schema.Top
  }
  /**
   * The catalogue's codes this operation answers beyond those every route of its kind can give (input
   * problems, the session's 401s, a role's 403, an unknown id's 404), for the OpenAPI document.
   */
  readonly errors?: readonly ErrorCode[]
  /** 200 unless said; 201 for creates, 204 for answers without a body. */
  readonly status?: 200 | 201 | 204
  readonly handler: (input: {
    params: P
    query: Q
    body: B
    headers: H
    /** Authorized by runRoute by the route's `access`: handlers need not check again. */
    caller: C
    ctx: RequestContext
  }) => Promise<unknown>
}

export const defineRoute = <
  PS extends AnySchema | undefined = undefined,
  QS extends AnySchema | undefined = undefined,
  BS extends AnySchema | undefined = undefined,
  HS extends AnySchema | undefined = undefined,
  const A extends Access = Access,
>(
  route: Omit<
    RestRoute<TypeOf<PS>, TypeOf<QS>, TypeOf<BS>, TypeOf<HS>, CallerOf<A>>,
    "params" | "query" | "body" | "headers" | "access"
  > & {
    access: A
    params?: PS
    query?: QS
    body?: BS
    headers?: HS
  },
): RestRoute =>
  // The table holds routes of every shape; runRoute hands each handler what its own schemas and access give.
  route as unknown as RestRoute

/** A handler's answer that also sets response headers (sign-in returns the token in Authorization). */
export class WithHeaders {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

/**
 * A file answer, sent as it is produced (`Content-Disposition: attachment`), for routes that declare
 * `download`: its chunks are already the format the route names, so no contract encodes them.
 */
export class Download {
  constructor(
    readonly fileName: string,
    readonly body: AsyncIterable<string>,
  ) {}
}

/** The handler's answer encoded by the route's `response`; no answer (204) stays undefined. */
const encodedAnswer = (route: RestRoute, result: unknown): unknown => {
  if (result === undefined || route.status === 204) return result
  const operation = `${route.method} ${route.path}`
  if (result instanceof Download || route.download) {
    if (result instanceof Download && route.download) return result
    throw new AnswerContractError(operation, [{ path: "", message: "a download answers only a Download" }])
  }
  if (!route.response)
    throw new AnswerContractError(operation, [{ path: "", message: "no response declared" }])
  const schema = route.response
  const encode = (value: unknown) =>
    route.etag || route.kept ? keptAnswerOf(schema, value, operation) : answerOf(schema, value, operation)
  return result instanceof WithHeaders ? new WithHeaders(encode(result.body), result.headers) : encode(result)
}

/** Authorizes and decodes; the handler only ever sees valid input and who called; the answer is encoded. */
export const runRoute = async (
  route: RestRoute,
  raw: { params: unknown; query: unknown; body: unknown; headers?: unknown },
  ctx: RequestContext,
) => {
  const caller = authorize(route.access, ctx.auth)
  const params = route.params ? decodeInput(route.params, raw.params ?? {}) : undefined
  const query = route.query ? decodeInput(route.query, raw.query ?? {}) : undefined
  const body = route.body ? decodeInput(route.body, raw.body ?? {}) : undefined
  const headers = route.headers ? decodeInput(route.headers, raw.headers ?? {}) : undefined
  return encodedAnswer(route, await route.handler({ params, query, body, headers, caller, ctx }))
}
