import { createElement, Fragment } from "react"
import { highlightParts } from "./highlight-parts"

/**
 * A search highlight rendered as React text nodes, the matched terms in `<mark>`: no HTML string reaches
 * the document, so whatever the indexed text held stays text.
 */
export function HighlightedText({ html }: { readonly html: string }) {
  // The runs are passed as separate children (a fixed sequence, not a list that reorders), so need no keys.
  return createElement(
    Fragment,
    null,
    ...highlightParts(html).map((part) => (part.marked ? createElement("mark", null, part.text) : part.text)),
  )
}
