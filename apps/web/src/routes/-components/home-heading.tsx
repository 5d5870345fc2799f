import { Text, Title } from "@mantine/core"

/** Every role's home opens with the same greeting, then says what this home is for. */
export const homeTitle = "Welcome to Ignite"

export function HomeHeading({ intro }: { readonly intro: string }) {
  return (
    <div>
      <Title order={1}>{homeTitle}</Title>
      <Text c="dimmed" mt="xs">
        {intro}
      </Text>
    </div>
  )
}
