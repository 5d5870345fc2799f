import { createFileRoute } from "@tanstack/react-router"
import { AccountPage } from "../features/account/components/account-page"

export const Route = createFileRoute("/account")({
  // Start the request with the navigation; the page shows its own spinner and error instead of blocking.
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.users.me.queryOptions())
    void queryClient.prefetchQuery(trpc.users.settings.queryOptions())
  },
  component: AccountRoutePage,
})

function AccountRoutePage() {
  return <AccountPage />
}
