import { Center, Container, Loader, Stack, Text, Title } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"
import { useTRPC } from "../lib/trpc"
import { ErrorFallback } from "../ui/errors/error-fallback"
import { SystemStatusCard } from "./-components/system-status-card"

export const Route = createFileRoute("/")({
  // Start the request with the navigation; the page shows its own spinner and error instead of blocking.
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.system.status.queryOptions())
  },
  component: HomePage,
})

function HomePage() {
  const trpc = useTRPC()
  const status = useQuery(trpc.system.status.queryOptions())

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Welcome to Ignite</Title>
          <Text c="dimmed" mt="xs">
            Connecting small businesses with the government users who need their technology.
          </Text>
        </div>
        {status.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label="Loading system status" />
          </Center>
        ) : status.isError ? (
          <ErrorFallback error={status.error} />
        ) : (
          <SystemStatusCard status={status.data} />
        )}
      </Stack>
    </Container>
  )
}
