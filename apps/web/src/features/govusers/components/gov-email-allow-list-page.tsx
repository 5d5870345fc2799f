import { govUserMessages } from "@ignite/contracts/texts"
import { Anchor, Button, Card, Group, Loader, Stack, Table, Text, TextInput, Title } from "@mantine/core"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { useState } from "react"
import { serverMessageOf } from "../../../lib/api-error"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useTRPC, useTRPCClient } from "../../../lib/trpc"
import { LoadFailed } from "../../../ui/errors/load-failed"
import { notify } from "../../../ui/notifications/notification-store"
import { PageFrame } from "../../../ui/page-frame/page-frame"

/**
 * /admin/gov_email_allow_list: the domains (.gov, agency.gov) and addresses that may sign up as government
 * users without a VISION token (spec 01 §5 "allow check").
 */
export function GovEmailAllowListPage() {
  const trpc = useTRPC()
  const client = useTRPCClient()
  const queryClient = useQueryClient()
  const list = useQuery(trpc.govUsers.allowList.queryOptions())
  const [entry, setEntry] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const store = (answer: { data: readonly { entry: string }[] }) =>
    queryClient.setQueryData(trpc.govUsers.allowList.queryKey(), { data: [...answer.data] })

  const add = useMutation({
    mutationFn: (value: string) => client.govUsers.addAllowEntry.mutate({ entry: value }),
    onSuccess: (answer, value) => {
      store(answer)
      setEntry("")
      notify({ message: `${value.trim().toLowerCase()} may now sign up.`, severity: "success" })
    },
    onError: (error) => {
      setProblem(serverMessageOf(error) ?? govUserMessages.allowListEntryInvalid)
      notifyFailure(error, serverMessageOf(error) ?? govUserMessages.allowListEntryInvalid)
    },
  })
  const remove = useMutation({
    mutationFn: (value: string) => client.govUsers.removeAllowEntry.mutate({ entry: value }),
    onSuccess: (answer, value) => {
      store(answer)
      notify({ message: `${value} was removed from the allow list.`, severity: "success" })
    },
    onError: (error) =>
      notifyFailure(error, serverMessageOf(error) ?? "Unable to remove the entry. Please try again."),
  })

  return (
    <PageFrame narrow>
      <Stack gap="lg">
        <div>
          <Title order={1}>Government Sign-up Allow List</Title>
          <Text c="dimmed" mt="xs">
            Addresses on these domains, and these addresses, may sign up as government users. People arriving
            from VISION need no entry.{" "}
            <Anchor renderRoot={(props) => <Link to="/admin/policies" {...props} />}>Policies</Anchor>
          </Text>
        </div>
        <Card withBorder>
          <form
            noValidate
            aria-label="Add to the allow list"
            onSubmit={(event) => {
              event.preventDefault()
              setProblem(null)
              if (entry.trim() !== "") add.mutate(entry)
            }}
          >
            <Group align="flex-end">
              <TextInput
                label="Domain or email address"
                description="For example .gov, agency.gov or pat@contractor.com"
                style={{ flex: 1 }}
                value={entry}
                onChange={(event) => setEntry(event.currentTarget.value)}
                error={problem ?? undefined}
                disabled={add.isPending}
              />
              <Button type="submit" loading={add.isPending} disabled={entry.trim() === ""}>
                Add
              </Button>
            </Group>
          </form>
        </Card>
        {list.isPending ? (
          <Loader role="status" aria-label="Loading the allow list" />
        ) : list.isError ? (
          <LoadFailed
            message="Unable to load the allow list. Please try again."
            onRetry={() => void list.refetch()}
          />
        ) : (
          <Table aria-label="Allowed domains and addresses">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Domain or address</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.data.map(({ entry: value }) => (
                <Table.Tr key={value}>
                  <Table.Td>{value}</Table.Td>
                  <Table.Td align="right">
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      aria-label={`Remove ${value}`}
                      loading={remove.isPending && remove.variables === value}
                      onClick={() => remove.mutate(value)}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </PageFrame>
  )
}
