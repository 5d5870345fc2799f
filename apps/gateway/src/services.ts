import { type Config, createOperatorService, type Logger, type Platform } from "@ignite/platform"
import { createJwtKeys, loadJwtSecret } from "./auth/jwt"
import type { Services } from "./context"

export const createServices = (config: Config, platform: Platform, logger: Logger): Services => ({
  config,
  platform,
  logger,
  operator: createOperatorService(platform),
  keys: createJwtKeys(loadJwtSecret(config)),
})
