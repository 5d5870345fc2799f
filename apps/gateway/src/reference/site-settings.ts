import type { SiteSettings } from "@ignite/contracts/reference"
import type { Config } from "@ignite/platform"

const settings = new WeakMap<Config, SiteSettings>()

/** What the web app needs of the configuration, one object per configuration (stable for its ETag). */
export const siteSettingsOf = (config: Config): SiteSettings => {
  let found = settings.get(config)
  if (!found) {
    found = {
      maps: { key: config.mapsApiKey ?? null },
      vision: { url: config.visionUrl ?? null },
      support: { url: config.supportUrl },
      captcha: { mode: config.captcha },
    }
    settings.set(config, found)
  }
  return found
}
