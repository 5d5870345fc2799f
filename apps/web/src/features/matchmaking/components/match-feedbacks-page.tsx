import { CreateMatchFeedbackInput } from "@ignite/contracts"
import { Button, Center, Container, Group, Loader, Stack, Text, TextInput, Title } from "@mantine/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useCallback } from "react"
import { serverMessageOf } from "../../../lib/api-error"
import { schemaFieldErrors } from "../../../lib/schema-errors"
import { useTRPC } from "../../../lib/trpc"
import { useForm } from "../../../lib/use-form"
import { LoadFailed } from "../../../ui/errors/load-failed"
import { usePageSearch } from "../../../ui/pagination/page-search"
import { PaginationFooter } from "../../../ui/pagination/pagination-footer"
import { matchFeedbacksOptions, useCreateMatchFeedback } from "../queries"

const empty = { title: "" }

/** The user's match feedbacks, a page at a time (page and perPage in the address), and a form to start one. */
export function MatchFeedbacksPage() {
  const trpc = useTRPC()
  const { page, perPage, onChange } = usePageSearch()
  const list = useQuery({
    ...matchFeedbacksOptions(trpc, { page, perPage }),
    placeholderData: keepPreviousData,
  })
  const create = useCreateMatchFeedback()
  // the same contract as the server: the browser shows the message a 400 would carry
  const validate = useCallback(
    (values: typeof empty) => schemaFieldErrors(CreateMatchFeedbackInput, values),
    [],
  )
  const form = useForm(empty, validate)

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>MatchFeedbacks</Title>
        <form
          aria-label="Start a match feedback"
          noValidate
          onSubmit={form.onSubmit((values) => create.mutate(values, { onSuccess: form.reset }))}
        >
          <Group align="flex-end">
            <TextInput label="Title" required {...form.field("title")} />
            <Button type="submit" loading={create.isPending}>
              Start
            </Button>
          </Group>
          {create.isError && (
            <Text role="alert" c="red" mt="xs">
              {serverMessageOf(create.error) ?? "It could not be saved. Please try again."}
            </Text>
          )}
        </form>
        {list.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label="Loading the match feedbacks" />
          </Center>
        ) : list.isError ? (
          <LoadFailed
            message="The match feedbacks could not be loaded."
            onRetry={() => void list.refetch()}
          />
        ) : (
          <>
            {list.data.data.length === 0 ? (
              <Text c="dimmed">None yet.</Text>
            ) : (
              <ul aria-label="MatchFeedbacks">
                {list.data.data.map((item) => (
                  <li key={item.id}>{item.title}</li>
                ))}
              </ul>
            )}
            <PaginationFooter pagination={list.data.pagination} perPage={perPage} onChange={onChange} />
          </>
        )}
      </Stack>
    </Container>
  )
}
