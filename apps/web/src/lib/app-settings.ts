import { appMessages } from "@ignite/contracts/texts"
import { useQuery } from "@tanstack/react-query"
import { useEffect } from "react"
import { notify } from "../ui/notifications/notification-store"
import { setSupportUrl } from "../ui/support/support-url"
import { type Trpc, useTRPC } from "./trpc"

/** The site settings (the maps key, where VISION lives): read once per visit, they change with a deploy. */
export const appSettingsOptions = (trpc: Trpc) =>
  trpc.reference.siteSettings.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY })

/**
 * The site settings as the app starts, for every visitor (the root layout asks; the root route starts the
 * request beside the gate's). Screens render meanwhile and the ones that need a setting wait for it, so a
 * slow answer delays nobody's first page. A failure is spec 02 §8's "App" message: danger for 3 s,
 * suppressing the messages that would follow; the layout hands the error to the error fallback screen.
 */
export const useAppSettings = () => {
  const trpc = useTRPC()
  const settings = useQuery(appSettingsOptions(trpc))
  useEffect(() => {
    if (settings.data) setSupportUrl(settings.data.support.url)
  }, [settings.data])
  useEffect(() => {
    if (settings.isError)
      notify({ message: appMessages.settingsFailed, severity: "danger", autoClearMs: 3000, suppress: true })
  }, [settings.isError])
  return settings
}
