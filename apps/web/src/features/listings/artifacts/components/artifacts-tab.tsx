import { type ArtifactKind, artifactMessages, artifactNames, type ListingArtifact } from "@ignite/contracts"
import { normalizePage } from "@ignite/contracts/page-rules"
import { Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { notifyFailure } from "../../../../lib/session/notify-failure"
import { useTRPC, useTRPCClient } from "../../../../lib/trpc"
import { QueryView } from "../../../../ui/errors/query-view"
import { ConfirmDialog } from "../../../../ui/forms/confirm-actions"
import { notify } from "../../../../ui/notifications/notification-store"
import { PaginationFooter } from "../../../../ui/pagination/pagination-footer"
import { useMinimumPending } from "../../hooks/use-minimum-pending"
import { type ListingSearch, searchForArtifactsPage, searchWithArtifact } from "../../listing-search"
import type { ListingSide } from "../../queries"
import { typeOfKind } from "../artifact-kinds"
import { artifactsOptions, refreshAfterArtifactChange } from "../queries"
import { ArtifactCard } from "./artifact-card"

/** Like the awards list: a quick answer does not flash the loader. */
export const artifactsLoaderMinMs = 300

export interface ArtifactsTabProps {
  readonly listingId: string
  readonly side: ListingSide
  readonly kind: ArtifactKind
  readonly search: ListingSearch
  readonly onSearchChange: (next: ListingSearch, options?: { readonly replace?: boolean }) => void
  /** Opens the create/edit modal (owner side only). */
  readonly onCreate: () => void
  readonly onEdit: (artifactId: string) => void
}

/**
 * The products, services or use cases tab (spec 02 §2): a grid of cards paged through the address; the
 * owner creates, edits and removes them.
 */
export default function ArtifactsTab({
  listingId,
  side,
  kind,
  search,
  onSearchChange,
  onCreate,
  onEdit,
}: ArtifactsTabProps) {
  const trpc = useTRPC()
  const client = useTRPCClient()
  const queryClient = useQueryClient()
  const request = normalizePage(search)
  const artifacts = useQuery(artifactsOptions(trpc, side, listingId, kind, request))
  const loading = useMinimumPending(artifacts.isPending, artifactsLoaderMinMs)
  const owner = side === "owner"
  const names = artifactNames[kind]
  // The artifact asked about stays the dialog's subject while it closes.
  const [asked, setAsked] = useState<ListingArtifact | null>(null)
  const [removing, setRemoving] = useState(false)

  const remove = useMutation({
    mutationFn: (artifact: ListingArtifact) =>
      client.listings.removeArtifact.mutate({ listingId, kind, artifactId: artifact.id }),
    onSuccess: async () => {
      notify({ message: artifactMessages.deleted(kind), severity: "success" })
      setRemoving(false)
      await refreshAfterArtifactChange(queryClient, trpc, listingId)
    },
    onError: (error) => {
      notifyFailure(error, artifactMessages.deleteFailed(kind))
      setRemoving(false)
    },
  })

  const ask = (artifact: ListingArtifact) => {
    setAsked(artifact)
    setRemoving(true)
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} size="h4">
          {names.title}s
        </Title>
        {owner && <Button onClick={onCreate}>{`Create ${names.one}`}</Button>}
      </Group>
      <QueryView
        query={artifacts}
        waiting={loading}
        loading={`Loading the ${names.many}`}
        failed={artifactMessages.loadError(kind)}
      >
        {(page) => (
          <>
            {page.data.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {artifactMessages.empty(kind)}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
                {page.data.map((artifact) => (
                  <ArtifactCard
                    key={artifact.id}
                    artifact={artifact}
                    onOpen={() =>
                      onSearchChange(searchWithArtifact(search, { id: artifact.id, type: typeOfKind[kind] }))
                    }
                    {...(owner ? { onEdit: () => onEdit(artifact.id), onRemove: () => ask(artifact) } : {})}
                  />
                ))}
              </SimpleGrid>
            )}
            <PaginationFooter
              pagination={page.pagination}
              perPage={request.perPage}
              onChange={(next) => onSearchChange(searchForArtifactsPage(search, next))}
            />
          </>
        )}
      </QueryView>
      <ConfirmDialog
        opened={removing}
        onCancel={() => setRemoving(false)}
        title={`Remove ${names.one}`}
        confirmLabel="Remove"
        color="red"
        onConfirm={() => asked && remove.mutate(asked)}
        pending={remove.isPending}
      >
        <Text>{asked ? artifactMessages.confirmDelete(asked.name) : ""}</Text>
      </ConfirmDialog>
    </Stack>
  )
}
