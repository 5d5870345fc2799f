import { Container, Paper, Stack, Text, Title } from "@mantine/core"
import type { ReactNode } from "react"

export interface AuthCardProps {
  readonly title: string
  readonly intro?: ReactNode
  readonly children: ReactNode
  /** The card's width: sign-up forms with many fields are wider than the default 460 px. */
  readonly size?: number
}

/** The narrow card every signed-out screen sits in. */
export function AuthCard({ title, intro, children, size = 460 }: AuthCardProps) {
  return (
    <Container size={size} py="xl">
      <Paper withBorder shadow="sm" radius="md" p={{ base: "lg", sm: "xl" }}>
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            {intro && (
              <Text c="dimmed" size="sm" mt={6}>
                {intro}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
    </Container>
  )
}
