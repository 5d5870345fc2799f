import type { PageRequest } from "@ignite/contracts"
import { Stack, TextInput } from "@mantine/core"
import { useEffect, useState } from "react"
import { QueryView } from "../../../ui/errors/query-view"
import { PaginationFooter } from "../../../ui/pagination/pagination-footer"
import { itemMessages } from "../item-form"
import { type OrganizationsRequest, useOrganizationsPage } from "../queries"
import { AddItemForm } from "./add-item-form"
import { categoryNameOf } from "./category-select"
import { ItemsTable } from "./items-table"

/** How long typing may pause before the search is sent. */
export const searchDelayMs = 300

export interface OrganizationsPanelProps {
  readonly request: Required<PageRequest> & { readonly search: string }
  readonly onChange: (next: OrganizationsRequest) => void
}

/** The organisations, a page at a time and searchable (both in the address), with the add form. */
export function OrganizationsPanel({ request, onChange }: OrganizationsPanelProps) {
  const organizations = useOrganizationsPage(request)
  const [typed, setTyped] = useState(request.search)
  // What is typed goes to the address once typing pauses; a new search starts at page 1.
  useEffect(() => {
    if (typed.trim() === request.search) return
    const timer = setTimeout(
      () => onChange({ page: 1, perPage: request.perPage, search: typed.trim() }),
      searchDelayMs,
    )
    return () => clearTimeout(timer)
  }, [typed, request.search, request.perPage, onChange])

  return (
    <Stack gap="lg">
      <AddItemForm kind="govUserOrganizations" />
      <TextInput
        type="search"
        label="Search organisations"
        description="By name or long name"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        maw={420}
      />
      <QueryView query={organizations} loading="Loading the organisations" failed={itemMessages.loadList}>
        {(page) => (
          <>
            <ItemsTable
              kind="govUserOrganizations"
              items={page.data.map((organization) => ({
                id: organization.id,
                name: organization.name,
                longName: organization.longName,
                categoryName:
                  organization.govUserOrganizationCategory?.name ??
                  categoryNameOf(organization.govUserOrganizationCategoryId),
              }))}
              emptyText={
                request.search ? `No organisation matches “${request.search}”.` : "The list is empty."
              }
            />
            <PaginationFooter
              pagination={page.pagination}
              perPage={request.perPage}
              onChange={(next) => onChange({ ...next, search: request.search })}
            />
          </>
        )}
      </QueryView>
    </Stack>
  )
}
