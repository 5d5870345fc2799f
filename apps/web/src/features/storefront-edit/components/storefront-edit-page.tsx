import { listingMessages as listingViewMessages } from "@ignite/contracts/texts"
import { Center, Container, Loader, Stack, Title } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { useTRPC } from "../../../lib/trpc"
import { LoadFailed } from "../../../ui/errors/load-failed"
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
  if (listing.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading the listing" />
      </Center>
    )
  if (listing.isError)
    return (
      <Container size="md" py="xl">
        <LoadFailed message={listingViewMessages.loadFailed} onRetry={() => void listing.refetch()} />
      </Container>
    )
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Edit Listing</Title>
        <StorefrontEditForm listing={listing.data} onDone={onDone} />
      </Stack>
    </Container>
  )
}
