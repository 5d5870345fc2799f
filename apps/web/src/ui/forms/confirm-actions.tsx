import { Button, Group, type MantineColor, Modal, Stack } from "@mantine/core"
import type { ReactNode } from "react"

export interface ConfirmActionsProps {
  readonly confirmLabel: ReactNode
  readonly onConfirm: () => void
  readonly onCancel: () => void
  /** The confirmed request is under way: Cancel waits, the confirm button spins. */
  readonly pending: boolean
  /** The confirm button cannot be pressed (beyond `pending`). */
  readonly blocked?: boolean
  /** Red where the action removes or takes away. */
  readonly color?: MantineColor
}

/**
 * The Cancel and confirm buttons at the foot of an "Are you sure?" dialog. The confirm button takes the
 * focus when the dialog opens (Mantine's `data-autofocus`), so Enter confirms.
 */
export function ConfirmActions({
  confirmLabel,
  onConfirm,
  onCancel,
  pending,
  blocked,
  color,
}: ConfirmActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button color={color} loading={pending} disabled={blocked} onClick={onConfirm} data-autofocus>
        {confirmLabel}
      </Button>
    </Group>
  )
}

export interface ConfirmDialogProps extends ConfirmActionsProps {
  readonly opened: boolean
  readonly title: string
  /** The question, and whatever should be read before answering it. */
  readonly children: ReactNode
}

/** An "Are you sure?" dialog: closing it is cancelling. */
export function ConfirmDialog({ opened, title, children, onCancel, ...actions }: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      closeButtonProps={{ "aria-label": "Close" }}
      centered
    >
      <Stack gap="md">
        {children}
        <ConfirmActions onCancel={onCancel} {...actions} />
      </Stack>
    </Modal>
  )
}
