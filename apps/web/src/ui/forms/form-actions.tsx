import { Button, Group } from "@mantine/core"

export interface FormActionsProps {
  readonly submitLabel: string
  readonly onCancel: () => void
  /** A request is under way: both buttons wait, the submit button spins. */
  readonly pending: boolean
  /** The form cannot be sent yet (beyond `pending`). */
  readonly blocked?: boolean
}

/** The Cancel and submit buttons at the foot of a modal form. */
export function FormActions({ submitLabel, onCancel, pending, blocked = false }: FormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" loading={pending} disabled={blocked || pending}>
        {submitLabel}
      </Button>
    </Group>
  )
}
