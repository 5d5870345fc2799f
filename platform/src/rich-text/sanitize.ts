import sanitizeHtml from "sanitize-html"

/**
 * The only HTML any rich-text field may carry (policies, problem statements, capability statements,
 * descriptions): text structure and plain links. Everything else is dropped on the server before the
 * content enters an event, so every reader (web, REST clients, replays) gets markup that is safe to render.
 */
const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "em",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "a",
    "h1",
    "h2",
    "h3",
    "h4",
    "blockquote",
  ],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Dropped with everything inside them. The parser reads <xmp> as raw text, and sanitize-html 2.17 then
  // writes that text out unescaped: `<xmp><img src=x onerror=...></xmp>` came out as a live <img> with its
  // handler (found by the OWASP fixture, platform/src/testing/xss-vectors.ts).
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "xmp",
    "plaintext",
    "noembed",
    "noframes",
    "iframe",
    "title",
  ],
}

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, richTextOptions).trim()

const textOnly: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} }

/** What a reader sees of rich text: its words, tags stripped and entities decoded (for minimum lengths). */
export const richTextPlain = (html: string): string =>
  sanitizeHtml(html, textOnly)
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .trim()
