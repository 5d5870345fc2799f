import { createFileRoute } from "@tanstack/react-router"
import { StorefrontEditPage } from "../../../features/storefront-edit/components/storefront-edit-page"

export const Route = createFileRoute("/storefront/$id/edit")({
  // Start the listing's request with the navigation; the page shows its own spinner and error.
  loader: ({ context: { queryClient, trpc }, params }) => {
    void queryClient.prefetchQuery(trpc.listings.get.queryOptions({ listingId: params.id }))
  },
  component: StorefrontEditRoutePage,
})

function StorefrontEditRoutePage() {
  const { id } = Route.useParams()
  const navigate = Route.useNavigate()
  return (
    <StorefrontEditPage
      key={id}
      listingId={id}
      onDone={() => void navigate({ to: "/ignite/listings/$id", params: { id } })}
    />
  )
}
