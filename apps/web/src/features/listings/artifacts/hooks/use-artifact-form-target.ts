import type { ArtifactKind } from "@ignite/contracts"
import { useCallback, useEffect, useRef, useState } from "react"

/** Spec 02 §9: the create/edit modal's form is cleared this long after it closes (its closing animation). */
export const artifactFormResetMs = 300

export interface ArtifactFormTarget {
  readonly kind: ArtifactKind
  /** Absent to create one. */
  readonly artifactId?: string
  /** Tells one opening from the next, so each starts a fresh form. */
  readonly serial: number
}

/**
 * Which artifact the create/edit modal is for. Closing hides the modal at once and forgets the target (and
 * with it the form's values) after `artifactFormResetMs`.
 */
export const useArtifactFormTarget = () => {
  const [target, setTarget] = useState<ArtifactFormTarget | null>(null)
  const [opened, setOpened] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const serial = useRef(0)

  useEffect(() => () => clearTimeout(timer.current), [])

  const open = useCallback((next: Omit<ArtifactFormTarget, "serial">) => {
    clearTimeout(timer.current)
    serial.current += 1
    setTarget({ ...next, serial: serial.current })
    setOpened(true)
  }, [])

  const close = useCallback(() => {
    setOpened(false)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setTarget(null), artifactFormResetMs)
  }, [])

  return { target, opened, open, close }
}
