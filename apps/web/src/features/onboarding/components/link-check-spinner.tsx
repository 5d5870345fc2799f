import { Center, Loader, Stack, Text } from "@mantine/core"

/** What a mailed link's screen shows while the server checks the link. */
export function LinkCheckSpinner({ label }: { readonly label: string }) {
  return (
    <Center py={80}>
      <Stack align="center" gap="md" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text>{label}</Text>
      </Stack>
    </Center>
  )
}
