import { faqUrlOf } from "../../ui/support/support-url"
import { useSupportUrl } from "../../ui/support/use-support-url"

export const useFaqUrl = () => faqUrlOf(useSupportUrl())
