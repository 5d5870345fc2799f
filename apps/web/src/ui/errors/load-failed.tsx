import { Alert, Button } from "@mantine/core"

/** A read that failed, said where its content would be, with a way to try again (spec 01 §8 texts). */
export function LoadFailed({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={message}>
      <Button variant="light" color="red" size="xs" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  )
}
