import { Fieldset, Stack, Text } from "@mantine/core"
import type { ReactNode } from "react"

/** A titled group of a long form's fields ('Your Login', 'Your User'), a fieldset to assistive technology. */
export function FormSection({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Fieldset
      variant="unstyled"
      legend={
        <Text component="span" fw={700} size="lg">
          {title}
        </Text>
      }
    >
      <Stack gap="md" mt="xs">
        {children}
      </Stack>
    </Fieldset>
  )
}
