import { escapeHtml } from "./escape-html"
import type { MailContent } from "./mailer"

/** Every mail ends with the rule users agreed to: nothing above UNCLASSIFIED. */
const footer = "Ignite handles information up to UNCLASSIFIED only."

/**
 * A mail whose point is one link (confirm, reset, claim, accept an invite): a title, a few paragraphs, a
 * button, the address again for clients that hide buttons, in text and HTML. Every value is escaped.
 */
export const linkMail = (
  title: string,
  paragraphs: readonly string[],
  link: { href: string; label: string },
) => ({
  text: `${title}\n\n${paragraphs.join("\n\n")}\n\n${link.label}: ${link.href}\n\n${footer}`,
  html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(link.href)}" style="background:#1c7ed6;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="color:#868e96;font-size:12px">If the button does not work, copy this address into your browser: ${escapeHtml(link.href)}</p>
<p style="color:#868e96;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`,
})

/**
 * A link mail to `to`, or none when the address is gone: a person erased by crypto-shredding reads back
 * without one, and there is nobody to send to.
 */
export const linkMailTo = (
  to: string | null | undefined,
  mail: {
    readonly subject: string
    readonly title: string
    readonly paragraphs: readonly string[]
    readonly link: { href: string; label: string }
  },
): MailContent | undefined =>
  to ? { to, subject: mail.subject, ...linkMail(mail.title, mail.paragraphs, mail.link) } : undefined
