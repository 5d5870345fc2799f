import { type SavedSearchView, searchMessages } from "@ignite/contracts"
import { Anchor, Button, Card, Center, Group, Loader, Stack, Switch, Text, Title } from "@mantine/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { serverMessageOf } from "../../../lib/api-error"
import { useTRPC } from "../../../lib/trpc"
import { LoadFailed } from "../../../ui/errors/load-failed"
import { notify } from "../../../ui/notifications/notification-store"
import { PageFrame } from "../../../ui/page-frame/page-frame"
import { usePageSearch } from "../../../ui/pagination/page-search"
import { PaginationFooter } from "../../../ui/pagination/pagination-footer"
import { searchOfQueryString } from "../marketplace-search"
import { savedSearchesOptions, useDeleteSavedSearch, useUpdateSavedSearch } from "../queries"
import { describeSavedSearch } from "../saved-search-filters"

const failed = (error: unknown) =>
  notify({
    message: serverMessageOf(error) ?? "It could not be saved. Please try again.",
    severity: "danger",
  })

function SavedSearchCard({ search }: { readonly search: SavedSearchView }) {
  const update = useUpdateSavedSearch()
  const remove = useDeleteSavedSearch()
  return (
    <Card withBorder component="li" aria-label={search.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          {/* a government user's home is the search: the saved query string opens it as it was */}
          <Anchor
            fw={600}
            renderRoot={(props) => <Link to="/" search={searchOfQueryString(search.query)} {...props} />}
          >
            {search.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {describeSavedSearch(search.query)}
          </Text>
        </Stack>
        <Group gap="md" wrap="nowrap">
          <Switch
            label="Alerts"
            aria-label={`Alerts for ${search.name}`}
            checked={search.alertsEnabled}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { savedSearchId: search.id, alertsEnabled: event.currentTarget.checked },
                { onError: failed },
              )
            }
          />
          <Button
            variant="subtle"
            color="red"
            aria-label={`Delete ${search.name}`}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(
                { savedSearchId: search.id },
                {
                  onSuccess: () =>
                    notify({ message: searchMessages.deleted(search.name), severity: "success" }),
                  onError: failed,
                },
              )
            }
          >
            Delete
          </Button>
        </Group>
      </Group>
    </Card>
  )
}

/**
 * A government user's saved searches, a page at a time (page and perPage in the address): what each one
 * looks for (opening it runs it again), its alerts, and the way to delete it. Searches are saved from the
 * search page.
 */
export function SavedSearchesPage() {
  const trpc = useTRPC()
  const { page, perPage, onChange } = usePageSearch()
  const list = useQuery({
    ...savedSearchesOptions(trpc, { page, perPage }),
    placeholderData: keepPreviousData,
  })

  return (
    <PageFrame narrow>
      <Stack gap="lg">
        <Title order={1}>Saved searches</Title>
        {list.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label="Loading the saved searches" />
          </Center>
        ) : list.isError ? (
          <LoadFailed message={searchMessages.loadFailed} onRetry={() => void list.refetch()} />
        ) : (
          <>
            {list.data.data.length === 0 ? (
              <Text c="dimmed">No saved searches yet.</Text>
            ) : (
              <Stack component="ul" aria-label="Saved searches" gap="sm" p={0} style={{ listStyle: "none" }}>
                {list.data.data.map((search) => (
                  <SavedSearchCard key={search.id} search={search} />
                ))}
              </Stack>
            )}
            <PaginationFooter pagination={list.data.pagination} perPage={perPage} onChange={onChange} />
          </>
        )}
      </Stack>
    </PageFrame>
  )
}
