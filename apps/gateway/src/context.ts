import type { Services } from "@ignite/wiring"
import type { Auth } from "./auth/authenticate"

export type { Services }

/** Per request, for both transports. */
export interface RequestContext {
  readonly requestId: string
  readonly auth: Auth
  readonly services: Services
  readonly ip: string
  readonly userAgent?: string
}
