import { Button, Stack, Text } from "@mantine/core"

/** The inline counterpart of the failure notification, with a way to try again. */
export function LoadFailed({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  return (
    <Stack align="flex-start" gap="sm">
      <Text c="red">{message}</Text>
      <Button variant="light" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  )
}
