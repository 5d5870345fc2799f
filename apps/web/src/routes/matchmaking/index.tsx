import { createFileRoute } from "@tanstack/react-router"
import { MatchFeedbacksPage } from "../../features/matchmaking/components/match-feedbacks-page"
import { matchFeedbacksOptions } from "../../features/matchmaking/queries"
import { pageSearchSchema } from "../../ui/pagination/page-search"

export const Route = createFileRoute("/matchmaking/")({
  // page and perPage (default 1 and 10) live in the address
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search: { page, perPage } }) => ({ page, perPage }),
  // start the request with the navigation; the page shows its own spinner and error instead of blocking
  loader: ({ context: { queryClient, trpc }, deps }) => {
    void queryClient.prefetchQuery(matchFeedbacksOptions(trpc, deps))
  },
  component: MatchFeedbacksPage,
})
