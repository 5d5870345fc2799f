import sanitizeHtml from "sanitize-html"

/**
 * The only HTML a policy may carry: text structure and plain links. Everything else is dropped before the
 * content enters an event, so every reader (web, REST clients, replays) gets markup that is safe to render.
 */
const policyHtmlOptions: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "ul", "ol", "li", "a", "h1", "h2", "h3", "h4", "blockquote"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
}

export const sanitizePolicyHtml = (html: string): string => sanitizeHtml(html, policyHtmlOptions).trim()
