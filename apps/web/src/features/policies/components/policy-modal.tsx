import type { PolicyKind } from "@ignite/contracts"
import { Modal } from "@mantine/core"
import { LatestPolicy } from "./latest-policy"

export interface PolicyModalProps {
  readonly kind: PolicyKind
  readonly label: string
  readonly onClose: () => void
}

/**
 * A policy read from inside the app. Signed-in users are kept off the policy routes (spec 01 §2), yet the
 * footer's legal links are theirs too: for them the document opens over the page they are on.
 */
export default function PolicyModal({ kind, label, onClose }: PolicyModalProps) {
  return (
    <Modal opened onClose={onClose} title={label} size="xl" closeButtonProps={{ "aria-label": "Close" }}>
      <LatestPolicy kind={kind} />
    </Modal>
  )
}
