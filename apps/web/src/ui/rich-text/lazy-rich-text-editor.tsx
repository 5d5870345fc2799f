import { Input, Skeleton } from "@mantine/core"
import { lazy, Suspense } from "react"
import type { RichTextEditorProps } from "./components/rich-text-editor"

export type { RichTextEditorProps } from "./components/rich-text-editor"

// Tiptap and ProseMirror are large and only forms need them: their chunk loads when a form shows the field.
const RichTextEditor = lazy(() => import("./components/rich-text-editor"))

/** The rich-text field, loaded on first use; a placeholder of its size holds its place meanwhile. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} required={props.required}>
          <Skeleton height={170} radius="sm" role="status" aria-label={`Loading ${props.label}`} />
        </Input.Wrapper>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  )
}
