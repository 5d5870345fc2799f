import { listingMessages as listingViewMessages } from "@ignite/contracts/texts"
import { Stack, Title } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { useTRPC } from "../../../lib/trpc"
import { QueryView } from "../../../ui/errors/query-view"
import { PageFrame } from "../../../ui/page-frame/page-frame"
import { StorefrontEditForm } from "./storefront-edit-form"

export interface StorefrontEditPageProps {
  readonly listingId: string
  readonly onDone: () => void
}

/**
 * /storefront/{id}/edit (spec 02 §2): the owners' form for their listing. The owner-side read refuses
 * anyone else, so a stranger gets the load failure, never the form.
 */
export function StorefrontEditPage({ listingId, onDone }: StorefrontEditPageProps) {
  const trpc = useTRPC()
  const listing = useQuery(trpc.listings.get.queryOptions({ listingId }))
  return (
    <QueryView
      query={listing}
      loading="Loading the listing"
      failed={listingViewMessages.loadFailed}
      failedFrame={(alert) => <PageFrame narrow>{alert}</PageFrame>}
    >
      {(listing) => (
        <PageFrame narrow>
          <Stack gap="lg">
            <Title order={1}>Edit Listing</Title>
            <StorefrontEditForm listing={listing} onDone={onDone} />
          </Stack>
        </PageFrame>
      )}
    </QueryView>
  )
}
