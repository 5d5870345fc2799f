import type { ReferenceListEvent, ReferenceListKind } from "@ignite/contracts/events"
import { businessClassifications, govUserOrganizations, technologyTypes } from "@ignite/contracts/reference"

export { type ReferenceListEvent, referenceListStreamId } from "@ignite/contracts/events"

export interface ReferenceItem {
  readonly id: string
  readonly name: string
  /** Organisations only. */
  readonly longName?: string
  /** Organisations only. */
  readonly govUserOrganizationCategoryId?: string
}

/** A list: the items shipped in contracts, then those added, in order; renames replace in place. */
export interface ReferenceListState {
  readonly kind: ReferenceListKind
  readonly items: readonly ReferenceItem[]
}

const shipped: Record<ReferenceListKind, readonly ReferenceItem[]> = {
  technologyTypes,
  businessClassifications,
  govUserOrganizations,
}

export const initialReferenceListState = (kind: ReferenceListKind): ReferenceListState => ({
  kind,
  items: shipped[kind],
})

export const evolveReferenceList = (
  state: ReferenceListState,
  event: ReferenceListEvent,
): ReferenceListState => {
  switch (event.type) {
    case "ReferenceItemAdded": {
      const { itemId, name, longName, categoryId } = event.data
      const item: ReferenceItem = {
        id: itemId,
        name,
        ...(longName ? { longName } : {}),
        ...(categoryId ? { govUserOrganizationCategoryId: categoryId } : {}),
      }
      return { ...state, items: [...state.items, item] }
    }
    case "ReferenceItemRenamed": {
      const { itemId, name, longName } = event.data
      return {
        ...state,
        items: state.items.map((item) =>
          item.id === itemId ? { ...item, name, ...(longName ? { longName } : {}) } : item,
        ),
      }
    }
    default: {
      const _exhaustive: never = event
      return state
    }
  }
}
