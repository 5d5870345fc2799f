import { visionLinkTexts } from "@ignite/contracts/texts"
import { useMutation } from "@tanstack/react-query"
import { useEffect, useRef } from "react"
import { serverMessageOf } from "../../../lib/api-error"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { clearPartnerToken, getPartnerToken } from "../../../lib/session/partner-token"
import { useSessionQuery } from "../../../lib/session/queries"
import { useTRPCClient } from "../../../lib/trpc"
import { notify } from "../../../ui/notifications/notification-store"

/**
 * An existing government user who arrived from VISION and signed in: the stored token links their account
 * (save_vision_data_for_existing_users), once, and is then forgotten, linked or refused.
 */
export const usePartnerLink = () => {
  const client = useTRPCClient()
  const session = useSessionQuery()
  const started = useRef(false)
  const link = useMutation({
    mutationFn: (q: string) => client.govUsers.saveVisionDataForExistingUser.mutate({ q }),
    onSuccess: () => notify({ message: visionLinkTexts.visionLinked, severity: "success" }),
    onError: (error) => notifyFailure(error, serverMessageOf(error) ?? visionLinkTexts.visionTokenInvalid),
    onSettled: () => clearPartnerToken(),
  })
  const ready = session.data && session.data.gate === null && session.data.user.userRoles.includes("gov")
  useEffect(() => {
    const token = getPartnerToken()
    if (!ready || !token || started.current) return
    started.current = true
    link.mutate(token)
  }, [ready, link])
}
