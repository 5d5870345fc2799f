import type { ListingView } from "@ignite/contracts"
import { Switch, Text } from "@mantine/core"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useTRPC, useTRPCClient } from "../../../lib/trpc"
import { ConfirmDialog } from "../../../ui/forms/confirm-actions"
import { notify } from "../../../ui/notifications/notification-store"
import { listingViewMessages } from "../messages"

const questions = {
  visionOnly:
    "Make your listing visible to VISION users only? Government users without VISION will no longer see it.",
  everyone: "Make your listing visible to all government users?",
} as const

/**
 * Who may see the published listing (spec 02 §4): everyone, or VISION users only. The switch shows the
 * current setting; flipping it asks first, then sends {isOnlyVisionVisible}.
 */
export function VisionOnlyToggle({ listing }: { readonly listing: ListingView }) {
  const trpc = useTRPC()
  const client = useTRPCClient()
  const queryClient = useQueryClient()
  // The value asked about stays the dialog's subject while it closes, whatever the listing became.
  const [asked, setAsked] = useState<boolean | null>(null)
  const [shown, setShown] = useState(false)
  const ask = (next: boolean) => {
    setShown(next)
    setAsked(next)
  }
  const close = () => setAsked(null)

  const change = useMutation({
    mutationFn: (isOnlyVisionVisible: boolean) =>
      client.listings.setVisionOnly.mutate({ listingId: listing.id, isOnlyVisionVisible }),
    onSuccess: (updated) => {
      queryClient.setQueryData(trpc.listings.get.queryKey({ listingId: listing.id }), updated)
      void queryClient.invalidateQueries({ queryKey: trpc.listings.mine.queryKey() })
      notify({
        message: updated.isOnlyVisionVisible
          ? listingViewMessages.visibleToVisionOnly
          : listingViewMessages.visibleToEveryone,
        severity: "success",
      })
      close()
    },
    onError: (error) => {
      notifyFailure(error, listingViewMessages.visibilityFailed)
      close()
    },
  })

  return (
    <>
      <Switch
        label="VISION users only"
        checked={listing.isOnlyVisionVisible}
        onChange={(event) => ask(event.currentTarget.checked)}
        disabled={change.isPending}
      />
      <ConfirmDialog
        opened={asked !== null}
        onCancel={close}
        title="Change listing visibility"
        confirmLabel={shown ? "VISION users only" : "All government users"}
        onConfirm={() => asked !== null && change.mutate(asked)}
        pending={change.isPending}
      >
        <Text>{shown ? questions.visionOnly : questions.everyone}</Text>
      </ConfirmDialog>
    </>
  )
}
