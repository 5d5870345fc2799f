import { govUserMessages } from "@ignite/contracts/texts"
import { Button, Group, MultiSelect, Paper, SimpleGrid, Stack, TextInput, Title } from "@mantine/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { idsIn } from "../../../lib/search-params"
import { useTRPC } from "../../../lib/trpc"
import { selectOptions } from "../../../ui/forms/select-options"
import { type GovUserFilters, hasFilters, type IdFilterKey } from "../gov-user-filters"

export interface GovUserFilterPanelProps {
  readonly filters: GovUserFilters
  /** A new set of filters (the search goes back to page 1). */
  readonly onChange: (filters: GovUserFilters) => void
}

/**
 * The filters GET /api/v1/gov/users takes: search text (sent on Enter or Search), technology types,
 * organisations (searched on the server, as the list is long) and classifications (grouped by category).
 * Choices apply at once; Reset clears them all.
 */
export function GovUserFilterPanel({ filters, onChange }: GovUserFilterPanelProps) {
  const trpc = useTRPC()
  const [typed, setTyped] = useState(filters.search ?? "")
  const [organizationSearch, setOrganizationSearch] = useState("")
  const chosenOrganizations = idsIn(filters.govUserOrganizationIds)
  const technologyTypes = useQuery(trpc.reference.technologyTypes.queryOptions())
  const classifications = useQuery(trpc.reference.govUserClassifications.queryOptions())
  const organizations = useQuery({
    ...trpc.reference.govUserOrganizations.queryOptions({ search: organizationSearch, perPage: 10 }),
    placeholderData: keepPreviousData,
  })
  // the names of the organisations a link or an earlier choice named, which the page searched may not hold
  const chosen = useQuery({
    ...trpc.reference.govUserOrganizations.queryOptions({ ids: chosenOrganizations }),
    enabled: chosenOrganizations.length > 0,
    placeholderData: keepPreviousData,
  })
  const organizationOptions = new Map<string, string>()
  for (const organization of [...(chosen.data?.data ?? []), ...(organizations.data?.data ?? [])])
    organizationOptions.set(organization.id, organization.longName)
  for (const id of chosenOrganizations) if (!organizationOptions.has(id)) organizationOptions.set(id, id)

  const classificationGroups = new Map<string, { value: string; label: string }[]>()
  for (const item of classifications.data ?? []) {
    const group = item.govUserClassificationCategory?.name ?? govUserMessages.otherCategory
    classificationGroups.set(group, [
      ...(classificationGroups.get(group) ?? []),
      { value: item.id, label: item.description },
    ])
  }

  const setIds = (key: IdFilterKey, ids: string[]) =>
    onChange({ ...filters, [key]: ids.length > 0 ? ids.join(",") : undefined })
  const reset = () => {
    setTyped("")
    setOrganizationSearch("")
    onChange({})
  }

  return (
    <Paper withBorder p="md" radius="md" component="search">
      <form
        aria-label="Filter government users"
        onSubmit={(event) => {
          event.preventDefault()
          onChange({ ...filters, search: typed.trim() || undefined })
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h5">
            Filters
          </Title>
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label="Search"
              description="Names, titles, problem statements and lines of effort"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
            <Button type="submit">Search</Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <MultiSelect
              label="Technology Types"
              placeholder="Any"
              searchable
              clearable
              data={selectOptions(technologyTypes.data)}
              value={idsIn(filters.technologyTypeIds)}
              onChange={(ids) => setIds("technologyTypeIds", ids)}
            />
            <MultiSelect
              label="Organizations"
              placeholder="Any"
              searchable
              clearable
              data={[...organizationOptions].map(([value, label]) => ({ value, label }))}
              value={chosenOrganizations}
              onChange={(ids) => setIds("govUserOrganizationIds", ids)}
              searchValue={organizationSearch}
              onSearchChange={setOrganizationSearch}
              filter={({ options }) => options}
              nothingFoundMessage={organizations.isFetching ? "Searching..." : "No organizations found"}
            />
            <MultiSelect
              label="Classifications"
              placeholder="Any"
              searchable
              clearable
              data={[...classificationGroups].map(([group, items]) => ({ group, items }))}
              value={idsIn(filters.govUserClassificationIds)}
              onChange={(ids) => setIds("govUserClassificationIds", ids)}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={reset} disabled={!hasFilters(filters) && typed === ""}>
              Reset
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
