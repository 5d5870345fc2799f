import { socialMediaTypes } from "@ignite/contracts"
import { useQuery } from "@tanstack/react-query"
import { useTRPC } from "../../lib/trpc"
import { useFailureNotice } from "../notifications/use-failure-notice"

/**
 * The social media types accounts choose from, asked of the server like every reference lookup (spec 01
 * §7). The bundle carries the same edition, so the field stays usable while the request runs and after it
 * failed; the failure is said for 3 s in the words of the screen that asked (spec 02 §8).
 */
export const useSocialMediaTypes = (loadFailedMessage: string) => {
  const trpc = useTRPC()
  const types = useQuery(
    trpc.reference.socialMediaTypes.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }),
  )
  useFailureNotice(types.isError, loadFailedMessage)
  return types.data ?? socialMediaTypes
}
