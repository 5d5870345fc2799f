import type { ImportJob } from "@ignite/contracts"
import { Badge } from "@mantine/core"

const looks = {
  running: { color: "blue", label: "Importing" },
  done: { color: "green", label: "Done" },
  failed: { color: "red", label: "Failed" },
} as const satisfies Record<ImportJob["status"], { color: string; label: string }>

export function ImportStatusBadge({ status }: { readonly status: ImportJob["status"] }) {
  const { color, label } = looks[status]
  return (
    <Badge color={color} variant="light" styles={{ label: { color: "var(--mantine-color-text)" } }}>
      {label}
    </Badge>
  )
}
