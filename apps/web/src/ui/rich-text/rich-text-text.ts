/**
 * The words of rich text as a reader sees them (tags dropped, entities decoded, whitespace collapsed), so a
 * form can check a minimum length the way the server does (platform/src/rich-text/sanitize.ts
 * `richTextPlain`). Parsing into an inert document runs no script and loads nothing.
 */
export const richTextPlainText = (html: string): string => {
  if (html.trim() === "") return ""
  const document = new DOMParser().parseFromString(html, "text/html")
  return (document.body.textContent ?? "").replace(/\s+/g, " ").trim()
}

/** An editor emptied by the user leaves an empty paragraph behind; forms treat it as no value. */
export const isBlankRichText = (html: string) => richTextPlainText(html) === ""
