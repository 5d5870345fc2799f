import { useSupportUrl } from "../../ui/support/support-url"

/** The frequently asked questions live on the documentation site with the rest of the support pages. */
export const faqUrlOf = (supportUrl: string) => `${supportUrl.replace(/\/+$/, "")}/faq`

export const useFaqUrl = () => faqUrlOf(useSupportUrl())
