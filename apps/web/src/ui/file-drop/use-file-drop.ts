import { type ChangeEvent, type CSSProperties, type DragEvent, useRef, useState } from "react"

export interface FileDropOptions {
  /** Every dropped or picked file: the caller's own rule says what is wrong with it. */
  readonly onFile: (file: File) => void
  /** The picker's `accept` attribute; a drop is not filtered by it. */
  readonly accept: string
  readonly disabled?: boolean
}

/**
 * One file, dropped on an area or picked with a hidden input: spread `areaProps` on the area, `inputProps`
 * on an `<input>`, and call `open` from a button. Only the first of several files counts.
 */
export const useFileDrop = ({ onFile, accept, disabled = false }: FileDropOptions) => {
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)

  const areaProps = {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (disabled) return
      // Without preventDefault the browser opens the file instead of dropping it here.
      event.preventDefault()
      event.dataTransfer.dropEffect = "copy"
      setDragging(true)
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault()
      setDragging(false)
      const file = event.dataTransfer.files[0]
      if (file && !disabled) onFile(file)
    },
    "data-dragging": dragging || undefined,
  }

  const inputProps = {
    ref: input,
    type: "file",
    accept,
    hidden: true,
    disabled,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.currentTarget.files?.[0]
      // Cleared, so picking the same file again (after fixing it, or going back) still reports it.
      event.currentTarget.value = ""
      if (file) onFile(file)
    },
  }

  return { dragging, areaProps, inputProps, open: () => input.current?.click() }
}

/** The dashed area's look: red with a problem, the primary colour while a file is over it. */
export const dropAreaStyle = (dragging: boolean, error?: string): CSSProperties => ({
  borderStyle: "dashed",
  borderWidth: 2,
  borderColor: error
    ? "var(--mantine-color-error)"
    : dragging
      ? "var(--mantine-primary-color-filled)"
      : undefined,
  background: dragging ? "var(--mantine-primary-color-light)" : undefined,
})
