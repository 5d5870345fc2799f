import { createIdentityService, createTokenKeys } from "@ignite/domain-identity"
import { createPoliciesService } from "@ignite/domain-policies"
import {
  type Config,
  createCaptcha,
  createFileStore,
  createOperatorService,
  type Logger,
  type Platform,
} from "@ignite/platform"
import { createJwtKeys, loadJwtSecret } from "./auth/jwt"
import type { Services } from "./context"

export const createServices = (config: Config, platform: Platform, logger: Logger): Services => {
  const secret = loadJwtSecret(config)
  const files = createFileStore(config.filesDir)
  const policies = createPoliciesService({ store: platform.store, sql: platform.sql })
  const identity = createIdentityService({
    store: platform.store,
    sql: platform.sql,
    // link tokens are keyed by a secret derived from the same key material, under their own label
    tokenKeys: createTokenKeys(secret),
    files,
    unsignedPolicies: policies.unsignedFor,
  })
  return {
    config,
    platform,
    logger,
    operator: createOperatorService(platform),
    keys: createJwtKeys(secret),
    identity,
    policies,
    files,
    captcha: createCaptcha({ mode: config.captcha, cost: config.captchaCost, secret, sql: platform.sql }),
    checkSession: (claims) => identity.checkSession(claims.sub, claims.sid),
  }
}
