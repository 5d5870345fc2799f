/** The support site until the site settings say otherwise (SUPPORT_URL on the server, at run time). */
export const supportUrl = "https://support.ignite.example/docs"

/** The frequently asked questions live on the documentation site with the rest of the support pages. */
export const faqUrlOf = (site: string) => `${site.replace(/\/+$/, "")}/faq`

let current = supportUrl
const listeners = new Set<() => void>()

/**
 * The app's start hands the site settings' support address here (lib/app-settings.ts), so every support link,
 * the error fallback's included (which may show outside the app's providers), follows the server's setting.
 */
export const setSupportUrl = (url: string) => {
  if (url === current) return
  current = url
  for (const listener of listeners) listener()
}

export const subscribeSupportUrl = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const currentSupportUrl = () => current
