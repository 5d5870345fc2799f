import type { EventMetadata } from "@ignite/platform"
import type { RequestContext } from "../context"

/**
 * What every event a request causes carries (platform/eventstore/causation.ts): the signed-in caller as actor
 * (an operator token's subject for the CLI), and the request's id, which is also the correlation id of the
 * reactions that follow. Both transports run their handlers inside it.
 */
export const requestCausation = (ctx: Pick<RequestContext, "auth" | "requestId">): EventMetadata => ({
  actorId: ctx.auth.kind === "token" ? ctx.auth.claims.sub : undefined,
  requestId: ctx.requestId,
  correlationId: ctx.requestId,
})
