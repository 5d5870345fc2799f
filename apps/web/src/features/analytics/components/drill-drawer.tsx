import { Drawer } from "@mantine/core"
import { useEffect, useState } from "react"
import type { DrillTarget } from "../drill-target"
import { DrillList } from "./drill-lists"

export interface DrillDrawerProps {
  /** The number being looked behind; null when the drawer is closed. */
  readonly target: DrillTarget | null
  readonly onClose: () => void
}

/** The list behind a slice, bar or row, in a drawer over the dashboard (beyond the spec: issue 21). */
export function DrillDrawer({ target, onClose }: DrillDrawerProps) {
  // The last target stays in view while the drawer slides shut.
  const [shown, setShown] = useState(target)
  useEffect(() => {
    if (target) setShown(target)
  }, [target])
  const visible = target ?? shown
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size="min(100%, 48rem)"
      title={visible?.title}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {visible && <DrillList key={JSON.stringify(visible)} target={visible} />}
    </Drawer>
  )
}
