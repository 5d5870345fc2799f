/** A run of a highlighted fragment's text, and whether the search matched it. */
export interface HighlightPart {
  readonly text: string
  readonly marked: boolean
}

const entities: Readonly<Record<string, string>> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
}

// One pass, so "&amp;lt;" becomes the text "&lt;" and never "<".
const decodeEntities = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity]!)

/**
 * The server's highlight (every character HTML-escaped, `<mark>` and `</mark>` around the matched terms) as
 * plain text runs. Nothing in it is ever parsed as HTML: a tag the server did not write can only arrive
 * escaped, and is decoded back into the text it was, to be shown as text.
 */
export const highlightParts = (html: string): HighlightPart[] => {
  const parts: HighlightPart[] = []
  let marked = false
  for (const piece of html.split(/(<\/?mark>)/)) {
    if (piece === "<mark>" || piece === "</mark>") marked = piece === "<mark>"
    else if (piece !== "") parts.push({ text: decodeEntities(piece), marked })
  }
  return parts
}
