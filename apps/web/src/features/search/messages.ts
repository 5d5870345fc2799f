import { dropdownTexts, searchMessages } from "@ignite/contracts/texts"
import { formatCount } from "../../lib/format-count"

/** The search page's own texts; the contract's `searchMessages` hold those the server shares. */
export const searchPageMessages = {
  /** Spec 02 §8: a multi-select whose chosen ids cannot be named says which list failed (text not shown). */
  restoreFailed: searchMessages.restoreFailed,
  /** Spec 02 §8: inline in dropdowns. */
  optionsFailed: dropdownTexts.loadFailed,
  found: (count: number) => (count === 1 ? "1 storefront found" : `${formatCount(count)} storefronts found`),
  searching: "Searching the marketplace",
  exported: "The results were exported.",
} as const
