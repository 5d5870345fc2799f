import { supportUrl } from "../../ui/support/support-url"

/** The frequently asked questions live on the documentation site with the rest of the support pages. */
export const faqUrl = `${supportUrl.replace(/\/+$/, "")}/faq`
