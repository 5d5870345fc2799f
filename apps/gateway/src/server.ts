import { randomUUID } from "node:crypto"
import { join } from "node:path"
import { Readable } from "node:stream"
import fastifyMultipart from "@fastify/multipart"
import fastifyWebsocket from "@fastify/websocket"
import { AppError, profileMessages } from "@ignite/contracts"
import { maxUploadBytes, withCausation } from "@ignite/platform"
import type { AnyProcedure } from "@trpc/server"
import { fastifyRequestHandler, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify"
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  LogController,
} from "fastify"
import pino from "pino"
import { authorize } from "./access"
import { adapters } from "./adapters"
import { type Auth, authenticate } from "./auth/authenticate"
import { cableProtocols, registerCable } from "./cable/cable"
import type { CableChannel } from "./cable/channel"
import { createChatChannel } from "./cable/chat-channel"
import { eventsChannel } from "./cable/events-channel"
import { createNotificationsChannel } from "./cable/notifications-channel"
import type { RequestContext, Services } from "./context"
import { requestCausation } from "./http/causation"
import { registerCompression } from "./http/compression"
import { registerDevMail } from "./http/dev-mail"
import { toAppError } from "./http/errors"
import { matchesEtag, serializedWithEtag } from "./http/etag"
import { registerFiles } from "./http/files"
import { registerObservability } from "./http/observability"
import { redactingDestination, serializeRequest, stdoutRequestLog } from "./http/request-log"
import { readRouteBody } from "./http/route-body"
import { isApiPath, registerStaticWeb } from "./http/static-web"
import { registerApiDocs } from "./rest/api-docs"
import { answeringWith } from "./rest/file-addresses"
import { buildOpenApi } from "./rest/openapi"
import { Download, type RestRoute, runRoute, WithHeaders } from "./rest/route"
import { appRouter } from "./trpc/app-router"
import type { ProcedureMeta } from "./trpc/init"

export interface GatewayOptions {
  readonly services: Services
  /** Extra REST routes and channels (tests). */
  readonly routes?: readonly RestRoute[]
  readonly channels?: readonly CableChannel[]
  readonly logRequests?: boolean
  /** Where request logs go instead of stdout (tests read them). */
  readonly logDestination?: { write(line: string): void }
}

const requestIdPattern = /^[A-Za-z0-9._-]{1,128}$/

/** Procedures that carry a headshot as a base64 data URL (`meta({ carriesImage })`): they alone may send a 10 MB image. */
const imageProcedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>)
  .map(([path, procedure]) => ({ path, meta: procedure._def.meta as ProcedureMeta | undefined }))
  .filter(({ meta }) => meta?.carriesImage)
  .map(({ path, meta }) => ({ path, access: meta?.access ?? "anonymous" }))
/** Base64 of the largest upload (4 characters per 3 bytes) plus room for the data URL and the JSON around it. */
const headshotBodyLimit = Math.ceil(maxUploadBytes / 3) * 4 + 64 * 1024

/** Requests authenticated before their body was read (an image's caller): their context reuses it. */
const authenticatedEarly = new WeakMap<FastifyRequest, Auth>()

const contextOf = async (request: FastifyRequest, services: Services): Promise<RequestContext> => ({
  requestId: String(request.id),
  auth:
    authenticatedEarly.get(request) ??
    (await authenticate(services.keys, request.headers.authorization, services.identity.checkSession)),
  userAgent: request.headers["user-agent"],
  services,
  ip: request.ip,
})

/** Fastify's own failures (body parsing, limits) in the spec's envelope. */
const frameworkError = (error: { code?: string; statusCode?: number }): AppError | undefined => {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return new AppError("BadRequest", "The request body is not valid JSON.")
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return new AppError("UnsupportedMediaType")
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new AppError("PayloadTooLarge", "The request body is too large.")
    case "FST_REQ_FILE_TOO_LARGE":
      return new AppError("PayloadTooLarge", profileMessages.headshotTooLarge)
    case "FST_FILES_LIMIT":
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return new AppError("BadRequest", "The form has too many parts.")
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return new AppError("BadRequest", "The form could not be read.")
    default:
      if (error.statusCode === 400 && error.code?.startsWith("FST_ERR_CTP"))
        return new AppError("BadRequest", "The request body could not be read.")
      if (error instanceof SyntaxError)
        return new AppError("BadRequest", "The request body is not valid JSON.")
      return undefined
  }
}

export const buildGateway = async (options: GatewayOptions): Promise<FastifyInstance> => {
  const { services } = options
  // tests capture the lines as given; the app writes them to stdout in batches (request-log.ts)
  const logDestination = options.logDestination ?? stdoutRequestLog()
  /**
   * The HTTP log: one line per request when it is answered, from one logger (no child logger per request,
   * which Fastify's own request logging costs), every line redacted on its way out.
   */
  const log = pino(
    { level: options.logRequests === false ? "silent" : "info", base: { service: "ignite-gateway" } },
    redactingDestination(logDestination),
  )
  const app = Fastify({
    // Fastify's own lines (and app.log) go through the same logger; its per-request lines are ours below
    loggerInstance: log as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    // no child logger per request: our lines name the request themselves (requestLine below)
    childLoggerFactory: (logger) => logger,
    genReqId: (request) => {
      const given = request.headers["x-request-id"]
      return typeof given === "string" && requestIdPattern.test(given) ? given : randomUUID()
    },
    bodyLimit: 1_048_576,
    // tRPC's batched GET names every procedure in the one path parameter (/trpc/a.b,c.d,...): past Fastify's
    // default of 100 characters the route did not match and the whole batch answered 404 (four reference
    // lists of the government profile form did). Procedure names are short; 5,000 holds any batch a page makes.
    routerOptions: { maxParamLength: 5_000 },
    // request.ip (per-IP limits, the address kept with a session) comes from X-Forwarded-For only through
    // the proxies named in TRUSTED_PROXIES
    trustProxy: services.config.trustedProxies.length > 0 ? [...services.config.trustedProxies] : false,
  })
  const requestLine = (request: FastifyRequest) => ({
    reqId: request.id,
    req: serializeRequest(request),
  })

  // what is still buffered is written before the process goes
  app.addHook("onClose", async () => {
    if ("flushSync" in logDestination && typeof logDestination.flushSync === "function")
      logDestination.flushSync()
  })

  // Every request passes the hooks below: callback style, so none makes a promise (each promise costs the
  // async-context bookkeeping the causation store needs, on every request).
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id)
    reply.header("x-content-type-options", "nosniff")
    reply.header("referrer-policy", "strict-origin-when-cross-origin")
    reply.header("x-frame-options", "DENY")
    if (isApiPath(request.url)) reply.header("cache-control", "no-store")
    // a websocket upgrade is never answered the usual way: it is logged when it arrives
    if (request.headers.upgrade?.toLowerCase() === "websocket")
      log.info(requestLine(request), "websocket upgrade")
    done()
  })
  app.addHook("onResponse", (request, reply, done) => {
    log.info(
      { ...requestLine(request), res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      "request completed",
    )
    done()
  })

  app.setErrorHandler((error, request, reply) => {
    const appError =
      frameworkError(error as { code?: string; statusCode?: number }) ?? toAppError(error, String(request.id))
    if (appError.status >= 500)
      log.error({ ...requestLine(request), err: pino.stdSerializers.err(error as Error) }, "request failed")
    return reply.code(appError.status).send(appError.toEnvelope())
  })

  // before any route: it compresses the answers of every route registered after it
  await registerCompression(app)
  // uploads: one file of at most 10 MB per request (spec: "10MB filesize limit"), a few small fields
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 100, fieldSize: 100_000 },
  })
  const chatChannel = createChatChannel(services)
  const notificationsChannel = createNotificationsChannel(services)
  app.addHook("onClose", async () => {
    chatChannel.close()
    notificationsChannel.close()
  })
  // The websocket plugin wraps the handler of every route registered beside it: in a scope of its own with
  // /cable, the only websocket route, it leaves every other request's path alone.
  await app.register(async (scope) => {
    await scope.register(fastifyWebsocket, {
      options: { handleProtocols: cableProtocols, maxPayload: 65_536 },
    })
    registerCable(scope, services, [
      eventsChannel,
      chatChannel,
      notificationsChannel,
      ...(options.channels ?? []),
    ])
  })

  const trpcOptions = {
    router: appRouter,
    createContext: ({ req }: { req: FastifyRequest }) => contextOf(req, services),
  }
  await app.register(fastifyTRPCPlugin, { prefix: "/trpc", trpcOptions })
  // The headshot travels as a base64 data URL: this call alone may carry a 10 MB image; every other
  // body keeps the small global limit. A static path wins over tRPC's /trpc/:path.
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json")
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
      done(null, body),
    )
    for (const { path, access } of imageProcedures)
      scope.post(
        `/trpc/${path}`,
        {
          bodyLimit: headshotBodyLimit,
          // A caller the procedure will refuse is refused before their image is read (issue 26): the body
          // is set aside unread (Node discards it as it arrives, holding none of it) and the procedure,
          // given an empty input, answers the caller's refusal in its own shape. Sign-ups that carry a headshot (claim, invite) are
          // open to anyone: their token is inside the body, and their rate limits guard them.
          preParsing: async (request, _reply, payload) => {
            if (access === "anonymous") return payload
            const auth = await authenticate(
              services.keys,
              request.headers.authorization,
              services.identity.checkSession,
            )
            authenticatedEarly.set(request, auth)
            try {
              authorize(access, auth)
              return payload
            } catch {
              // an empty input instead, its length the one declared (Fastify checks the two agree)
              return Object.assign(Readable.from(["{}"]), {
                receivedEncodedLength: Number(request.headers["content-length"] ?? 2),
              })
            }
          },
        },
        (req, res) => fastifyRequestHandler({ ...trpcOptions, req, res, path }),
      )
  })

  const routes = [...adapters.flatMap((adapter) => adapter.routes), ...(options.routes ?? [])]
  // uploads being received, beside the data they will join (never the OS's temporary directory, which
  // may be memory)
  const incoming = join(services.config.dataDir, "incoming")
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path.replace(/\{(\w+)\}/g, ":$1"),
      handler: async (request, reply) => {
        const ctx = await contextOf(request, services)
        const { body, release } = await readRouteBody(route, request, ctx, incoming)
        let result: unknown
        try {
          result = await withCausation(requestCausation(ctx), () =>
            answeringWith(services.fileAddresses, () =>
              runRoute(
                route,
                { params: request.params, query: request.query, body, headers: request.headers },
                ctx,
              ),
            ),
          )
        } catch (error) {
          // a refused upload leaves nothing behind
          await release(true)
          throw error
        }
        // nor does an answered form: its files were stored by the handler or not at all
        await release(false)
        // a handler that answers nothing has no content (the unique-entity check for an unknown UEI)
        if (route.status === 204 || result === undefined) return reply.code(204).send()
        if (route.etag && typeof result === "object" && result !== null && !(result instanceof WithHeaders)) {
          const { json, etag } = serializedWithEtag(result)
          reply.header("etag", etag).header("cache-control", "no-cache")
          if (matchesEtag(request.headers["if-none-match"], etag)) return reply.code(304).send()
          return reply.code(200).type("application/json; charset=utf-8").send(json)
        }
        // streamed as produced: a large export never sits whole in memory
        if (result instanceof Download && route.download)
          return reply
            .code(200)
            .type(route.download.contentType)
            .header("content-disposition", `attachment; filename="${result.fileName}"`)
            .send(Readable.from(result.body))
        if (result instanceof WithHeaders)
          return reply
            .code(route.status ?? 200)
            .headers(result.headers)
            .send(result.body)
        return reply.code(route.status ?? 200).send(result)
      },
    })
  }
  const openApi = buildOpenApi(routes, { title: "Ignite API", version: "1" })
  app.get("/api/v1/openapi.json", async () => openApi)
  await registerApiDocs(app, { documentUrl: "/api/v1/openapi.json" })

  registerObservability(app, services)
  registerFiles(app, services.files, services.fileAddresses)
  registerDevMail(app, services.platform.sql, { production: services.config.production })
  const web = await registerStaticWeb(app, services.config.webDist)

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !isApiPath(request.url)
    if (wantsPage && web.served) return reply.sendFile("index.html")
    const error = new AppError("NotFound")
    return reply.code(404).send(error.toEnvelope())
  })

  return app
}
