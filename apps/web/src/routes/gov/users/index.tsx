import { createFileRoute, type SearchSchemaInput } from "@tanstack/react-router"
import { GovUsersSearchPage } from "../../../features/govusers/components/gov-users-search-page"
import {
  type filterKeys,
  type GovUserFilters,
  govUserFiltersOf,
} from "../../../features/govusers/gov-user-filters"
import { type PageSearchInput, pageSearchSchema } from "../../../ui/pagination/page-search"

type GovUsersSearchInput = PageSearchInput & { [key in (typeof filterKeys)[number]]?: unknown }

export const Route = createFileRoute("/gov/users/")({
  validateSearch: (search: GovUsersSearchInput & SearchSchemaInput) => ({
    ...pageSearchSchema(search),
    ...govUserFiltersOf(search),
  }),
  component: GovUsersRoutePage,
})

function GovUsersRoutePage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const filters = govUserFiltersOf(search)
  return (
    <GovUsersSearchPage
      filters={filters}
      onFilters={(next: GovUserFilters) =>
        void navigate({
          // the filters are replaced whole (a cleared one leaves the address); the page size stays, the page
          // starts over
          search: (previous) => ({ page: 1, perPage: previous.perPage, ...govUserFiltersOf(next) }),
        })
      }
    />
  )
}
