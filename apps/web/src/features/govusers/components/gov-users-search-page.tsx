import type { GovUser } from "@ignite/contracts"
import { Center, Container, Loader, Stack, Text, TextInput, Title } from "@mantine/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useTRPC } from "../../../lib/trpc"
import { LoadFailed } from "../../errors/load-failed"
import { usePageSearch } from "../../pagination/page-search"
import { PaginationFooter } from "../../pagination/pagination-footer"
import { GovUserCard } from "./gov-user-card"

/** /gov/users: company users and admins find government users (the server refuses everyone else). */
export function GovUsersSearchPage({
  search,
  onSearch,
}: {
  search: string
  onSearch: (next: string) => void
}) {
  const trpc = useTRPC()
  const { page, perPage, onChange } = usePageSearch()
  const [typed, setTyped] = useState(search)
  const results = useQuery({
    ...trpc.govUsers.list.queryOptions({ search: search || undefined, page, perPage }),
    placeholderData: keepPreviousData,
  })
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Government Users</Title>
        <search>
          <form
            aria-label="Search government users"
            onSubmit={(event) => {
              event.preventDefault()
              onSearch(typed.trim())
            }}
          >
            <TextInput
              label="Search"
              description="Names, titles, problem statements and lines of effort"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
          </form>
        </search>
        {results.isPending ? (
          <Center py="xl">
            <Loader aria-label="Searching government users" />
          </Center>
        ) : results.isError ? (
          <LoadFailed
            message="Unable to search government users. Please try again."
            onRetry={() => void results.refetch()}
          />
        ) : results.data.data.length === 0 ? (
          <Text c="dimmed">No government users match.</Text>
        ) : (
          <>
            {results.data.data.map((user) => (
              <GovUserCard key={user.id} user={user as GovUser} />
            ))}
            <PaginationFooter pagination={results.data.pagination} perPage={perPage} onChange={onChange} />
          </>
        )}
      </Stack>
    </Container>
  )
}
