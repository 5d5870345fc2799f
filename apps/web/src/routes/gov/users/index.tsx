import { createFileRoute, type SearchSchemaInput } from "@tanstack/react-router"
import { GovUsersSearchPage } from "../../../features/govusers/components/gov-users-search-page"
import { type PageSearchInput, pageSearchSchema } from "../../../features/pagination/page-search"

export const Route = createFileRoute("/gov/users/")({
  validateSearch: (search: PageSearchInput & { search?: string } & SearchSchemaInput) => ({
    ...pageSearchSchema(search),
    ...(typeof search.search === "string" && search.search !== "" ? { search: search.search } : {}),
  }),
  component: GovUsersRoutePage,
})

function GovUsersRoutePage() {
  const { search = "" } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <GovUsersSearchPage
      key={search}
      search={search}
      onSearch={(next) =>
        void navigate({ search: (previous) => ({ ...previous, page: 1, search: next || undefined }) })
      }
    />
  )
}
