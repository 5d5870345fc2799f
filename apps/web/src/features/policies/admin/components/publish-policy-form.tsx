import type { PolicyDocument, PolicyKind } from "@ignite/contracts"
import { Button, Group, Stack, Text, Textarea, TextInput } from "@mantine/core"
import { type ChangeEvent, useState } from "react"
import { serverMessageOf } from "../../../../lib/api-error"
import { notifyFailure } from "../../../../lib/session/notify-failure"
import { useForm } from "../../../../lib/use-form"
import { notify } from "../../../../ui/notifications/notification-store"
import {
  type PublishValues,
  publishMessages,
  publishValuesOf,
  todayIsoDate,
  validatePublish,
} from "../publish-form"
import { usePublishPolicy } from "../queries"

export interface PublishPolicyFormProps {
  readonly kind: PolicyKind
  /** The version in force: a new one starts from it. */
  readonly current: PolicyDocument | undefined
  readonly onPublished: (document: PolicyDocument) => void
}

/**
 * Title, effective date and HTML content of a new version. The HTML is only ever shown as text here; what
 * renders is the server's sanitized copy, in the version-in-force panel, once published.
 */
export function PublishPolicyForm({ kind, current, onPublished }: PublishPolicyFormProps) {
  const [initial] = useState<PublishValues>(() => publishValuesOf(kind, current, todayIsoDate()))
  const form = useForm(initial, validatePublish)
  const publish = usePublishPolicy()
  const content = form.field("content")

  const submit = form.onSubmit((values) =>
    publish.mutate(
      { kind, title: values.title.trim(), publishDate: values.publishDate, content: values.content },
      {
        onSuccess: (document) => {
          notify({ message: publishMessages.published(kind), severity: "success" })
          onPublished(document)
        },
        onError: (error) => notifyFailure(error, serverMessageOf(error) ?? publishMessages.failed),
      },
    ),
  )

  return (
    <form
      noValidate
      aria-label={`Publish a new ${kind === "antiSpam" ? "anti-spam policy" : kind} version`}
      onSubmit={submit}
    >
      <Stack gap="sm">
        <TextInput label="Title" required disabled={publish.isPending} {...form.field("title")} />
        <TextInput
          label="Effective Date"
          type="date"
          required
          disabled={publish.isPending}
          {...form.field("publishDate")}
        />
        <Textarea
          label="Content (HTML)"
          description="Paragraphs, headings (h1-h4), lists, bold, italics, quotes and links (http, https, mailto) are kept; anything else is removed when published."
          required
          rows={14}
          resize="vertical"
          disabled={publish.isPending}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } }}
          name={content.name}
          value={content.value}
          error={content.error}
          onBlur={content.onBlur}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
            const { value } = event.currentTarget
            form.setValues((previous) => ({ ...previous, content: value }))
          }}
        />
        <Group justify="space-between" align="center">
          <Text size="xs" c="dimmed">
            The result shows under “In force” once published.
          </Text>
          <Button type="submit" loading={publish.isPending}>
            Publish
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
