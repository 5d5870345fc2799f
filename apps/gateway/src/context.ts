import type { IdentityService } from "@ignite/domain-identity"
import type { PoliciesService } from "@ignite/domain-policies"
import type { Captcha, Config, FileStore, Logger, OperatorService, Platform } from "@ignite/platform"
import type { Auth, SessionCheck } from "./auth/authenticate"
import type { JwtKeys } from "./auth/jwt"

/** Everything a handler may use: the application services, never the database directly. */
export interface Services {
  readonly config: Config
  readonly platform: Platform
  readonly operator: OperatorService
  readonly keys: JwtKeys
  readonly logger: Logger
  readonly identity: IdentityService
  readonly policies: PoliciesService
  readonly files: FileStore
  readonly captcha: Captcha
  /** Session revocation, confirmation and terms gates, answered by identity. */
  readonly checkSession: SessionCheck
}

/** Per request, for both transports. */
export interface RequestContext {
  readonly requestId: string
  readonly auth: Auth
  readonly services: Services
  readonly ip: string
  readonly userAgent?: string
}
