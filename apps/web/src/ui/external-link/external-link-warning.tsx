import { Button, Code, Group, Modal, Stack, Text } from "@mantine/core"
import type { KeyboardEvent } from "react"
import type { ExternalDestination } from "./external-destination"

export interface ExternalLinkWarningProps {
  readonly opened: boolean
  /** Kept while the dialog closes, so its words do not vanish during the transition. */
  readonly destination: ExternalDestination | null
  readonly onClose: () => void
}

// Mantine's own mark for "this Escape is mine": without it a dialog that opens over another (an artifact's
// details) would take the one beneath with it, since every open modal listens for Escape on the window.
const ownEscape = { "data-mantine-stop-propagation": "true" } as const

/**
 * The warning before a link leaves Ignite (spec 02 §2 shared widgets, external-link warning dialog): it
 * names where the link goes, and continuing opens it in a new tab without handing it this page
 * (`noopener noreferrer`). Staying is the default: it has the focus when the dialog opens.
 */
export function ExternalLinkWarning({ opened, destination, onClose }: ExternalLinkWarningProps) {
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return
    event.stopPropagation()
    onClose()
  }
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="You are leaving Ignite"
      centered
      closeOnEscape={false}
      onKeyDown={closeOnEscape}
      closeButtonProps={{ "aria-label": "Close", ...ownEscape }}
    >
      {destination && (
        <Stack gap="md">
          <Text size="sm">
            This link opens <strong>{destination.host}</strong> in a new tab. Ignite does not control that
            site's content or how it handles your information.
          </Text>
          <Code block style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}>
            {destination.url}
          </Code>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus {...ownEscape}>
              Stay on Ignite
            </Button>
            <Button
              component="a"
              href={destination.url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onClose}
              {...ownEscape}
            >
              Continue to {destination.host}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
