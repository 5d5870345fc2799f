import type { ListingView } from "@ignite/contracts"
import { Badge, Button, Group, Paper, Text } from "@mantine/core"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { useState } from "react"
import { serverMessageOf } from "../../../lib/api-error"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useTRPC, useTRPCClient } from "../../../lib/trpc"
import { ConfirmDialog } from "../../../ui/forms/confirm-actions"
import { notify } from "../../../ui/notifications/notification-store"
import { listingViewMessages } from "../messages"
import { VisionOnlyToggle } from "./vision-only-toggle"

type Change = "publish" | "unpublish"

const changes: Record<
  Change,
  { readonly label: string; readonly question: string; readonly done: string; readonly failed: string }
> = {
  publish: {
    label: "Publish",
    question: "Publish your storefront? Government users will be able to see it.",
    done: listingViewMessages.published,
    failed: listingViewMessages.publishFailed,
  },
  unpublish: {
    label: "Unpublish",
    question: "Unpublish your storefront? Government users will no longer see it.",
    done: listingViewMessages.unpublished,
    failed: listingViewMessages.unpublishFailed,
  },
}

/** Who can see the listing, as its owners are told. */
export const visibilityText = (listing: Pick<ListingView, "isPublished" | "isOnlyVisionVisible">) =>
  !listing.isPublished
    ? "Not visible to government users"
    : listing.isOnlyVisionVisible
      ? "Visible to VISION users only"
      : "Visible to all government users"

/** The owner's status bar (spec 02 §2): the badge, who sees the listing, visibility, publish and edit. */
export function StatusBar({ listing }: { readonly listing: ListingView }) {
  const trpc = useTRPC()
  const client = useTRPCClient()
  const queryClient = useQueryClient()
  // The change asked about stays the dialog's subject while it closes, whatever the listing became.
  const [asked, setAsked] = useState<Change | null>(null)
  const [shown, setShown] = useState<Change>("publish")
  const change: Change = listing.isPublished ? "unpublish" : "publish"
  const ask = () => {
    setShown(change)
    setAsked(change)
  }
  const close = () => setAsked(null)
  const dialog = changes[shown]

  const run = useMutation({
    mutationFn: (next: Change) =>
      next === "publish"
        ? client.listings.publish.mutate({ listingId: listing.id })
        : client.listings.unpublish.mutate({ listingId: listing.id }),
    onSuccess: (updated, next) => {
      queryClient.setQueryData(trpc.listings.get.queryKey({ listingId: listing.id }), updated)
      void queryClient.invalidateQueries({ queryKey: trpc.listings.mine.queryKey() })
      notify({ message: changes[next].done, severity: "success" })
      close()
    },
    onError: (error, next) => {
      // A refusal the server explains (republishing while payments are not in good standing) is shown as is.
      notifyFailure(error, serverMessageOf(error) ?? changes[next].failed)
      close()
    },
  })

  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Badge color={listing.isPublished ? "green" : "gray"} variant="light" size="lg">
            {listing.isPublished ? "Published" : "Unpublished"}
          </Badge>
          <Text size="sm">{visibilityText(listing)}</Text>
        </Group>
        <Group gap="sm">
          <VisionOnlyToggle listing={listing} />
          <Button variant={listing.isPublished ? "default" : "filled"} onClick={ask} disabled={run.isPending}>
            {changes[change].label}
          </Button>
          <Button
            variant="default"
            renderRoot={(props) => <Link to="/storefront/$id/edit" params={{ id: listing.id }} {...props} />}
          >
            Edit
          </Button>
        </Group>
      </Group>
      <ConfirmDialog
        opened={asked !== null}
        onCancel={close}
        title={`${dialog.label} listing`}
        confirmLabel={dialog.label}
        onConfirm={() => asked && run.mutate(asked)}
        pending={run.isPending}
      >
        <Text>{dialog.question}</Text>
      </ConfirmDialog>
    </Paper>
  )
}
