import type { ListingArtifact } from "@ignite/contracts"
import { Avatar, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from "@mantine/core"

export interface ArtifactCardProps {
  readonly artifact: ListingArtifact
  readonly onOpen: () => void
  /** The owner's actions; absent on the marketplace side. */
  readonly onEdit?: () => void
  readonly onRemove?: () => void
}

/** A service, product or use case in its tab (spec 02 §2); the card's body opens its details. */
export function ArtifactCard({ artifact, onOpen, onEdit, onRemove }: ArtifactCardProps) {
  return (
    <Paper withBorder radius="md" component="article" aria-label={artifact.name} h="100%">
      <Stack gap={0} h="100%" justify="space-between">
        <UnstyledButton onClick={onOpen} p="md" w="100%">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Avatar src={artifact.logo?.path ?? null} radius="sm" alt="" />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={3} size="h5">
                {artifact.name}
              </Title>
              <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: "pre-line" }}>
                {artifact.description}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
        {(onEdit || onRemove) && (
          <Group gap="xs" px="md" pb="md" justify="flex-end">
            {onEdit && (
              <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${artifact.name}`}>
                Edit
              </Button>
            )}
            {onRemove && (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={onRemove}
                aria-label={`Remove ${artifact.name}`}
              >
                Remove
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  )
}
