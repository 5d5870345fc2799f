import type { PolicyDocument } from "@ignite/contracts"
import { Badge, Group, ScrollArea, Stack, Text, Title } from "@mantine/core"
import { PolicyContent } from "../../components/policy-content"
import { formatEffectiveDate } from "../../effective-date"

export interface PolicyInForceProps {
  readonly document: PolicyDocument
  /** Set right after this admin published it: the content shown is what the server kept. */
  readonly justPublished?: boolean
}

/** The version users read and agree to now, rendered from the server's sanitized HTML only. */
export function PolicyInForce({ document, justPublished = false }: PolicyInForceProps) {
  return (
    <Stack gap="xs">
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Title order={3} size="h4">
          {document.title}
        </Title>
        {justPublished && (
          <Badge color="green" variant="light">
            Just published
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        Effective Date:{" "}
        <time dateTime={document.publishDate}>{formatEffectiveDate(document.publishDate)}</time>
      </Text>
      {/* focusable, so the keyboard can scroll a long policy too */}
      <ScrollArea.Autosize
        mah={420}
        type="auto"
        offsetScrollbars
        viewportProps={{ tabIndex: 0, role: "region", "aria-label": document.title }}
      >
        <PolicyContent html={document.content} />
      </ScrollArea.Autosize>
    </Stack>
  )
}
