import type { PolicyDocument } from "@ignite/contracts"
import { Stack, Text, Title } from "@mantine/core"
import type { ReactNode } from "react"
import { formatEffectiveDate } from "../effective-date"
import { PolicyContent } from "./policy-content"

export interface PolicyDocumentViewProps {
  readonly document: PolicyDocument
  /** Below the content: the Agree button on /sign_terms. */
  readonly children?: ReactNode
}

export function PolicyDocumentView({ document, children }: PolicyDocumentViewProps) {
  return (
    <Stack component="article" gap="md" aria-labelledby={`policy-${document.id}`}>
      <div>
        <Title order={1} id={`policy-${document.id}`}>
          {document.title}
        </Title>
        <Text c="dimmed" mt={4}>
          Effective Date:{" "}
          <time dateTime={document.publishDate}>{formatEffectiveDate(document.publishDate)}</time>
        </Text>
      </div>
      <PolicyContent html={document.content} />
      {children}
    </Stack>
  )
}
