import type {
  StorefrontAsOf,
  StorefrontItemChange,
  StorefrontItemKind,
  StorefrontSnapshot,
} from "@ignite/contracts"
import type { AuditRecord } from "@ignite/platform"
import type { ListingNames } from "@ignite/projection-listings"
import { foldStorefront } from "./storefront-fold"
import { storefrontSnapshotOf } from "./storefront-snapshot"

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

const changedKeys = (then: object, today: object) => {
  const past = then as Record<string, unknown>
  const now = today as Record<string, unknown>
  return [...new Set([...Object.keys(past), ...Object.keys(now)])].filter((key) => !same(past[key], now[key]))
}

interface Item {
  readonly id: string
  readonly name: string
  readonly value: object
}
const named = (items: ReadonlyArray<{ readonly id: string; readonly name: string }>): Item[] =>
  items.map((item) => ({ id: item.id, name: item.name, value: item }))

const itemsOf = (snapshot: StorefrontSnapshot, kind: StorefrontItemKind): Item[] => {
  switch (kind) {
    case "service":
      return named(snapshot.services)
    case "product":
      return named(snapshot.products)
    case "use_case":
      return named(snapshot.useCases)
    case "award":
      return snapshot.awards.map((award) => ({ id: award.id, name: award.awardTitle, value: award }))
  }
}

/** What government users saw then and see today, told apart: the fields, and each item added, removed or changed. */
export const storefrontDifferences = (
  then: StorefrontSnapshot,
  today: StorefrontSnapshot,
): StorefrontAsOf["differences"] => {
  const fields = [
    ...(then.audience === today.audience ? [] : ["audience"]),
    ...changedKeys(then.listing ?? {}, today.listing ?? {}),
  ]
  const items: StorefrontItemChange[] = []
  for (const kind of ["service", "product", "use_case", "award"] as const) {
    const past = new Map(itemsOf(then, kind).map((item) => [item.id, item]))
    const now = itemsOf(today, kind)
    for (const item of now) {
      const before = past.get(item.id)
      if (!before) items.push({ kind, id: item.id, name: item.name, change: "added", fields: [] })
      else if (!same(before.value, item.value)) {
        const fields = changedKeys(before.value, item.value)
        items.push({ kind, id: item.id, name: item.name, change: "changed", fields })
      }
      past.delete(item.id)
    }
    for (const item of past.values())
      items.push({ kind, id: item.id, name: item.name, change: "removed", fields: [] })
  }
  return { fields, items }
}

/**
 * A listing's public storefront as government users saw it at `asOf`, beside today's (`now`): both folded
 * from the same records by the same code, so a difference is a change in the log, never two readers
 * disagreeing. `records`: the listing's, its account's, its views' and its artifacts' and awards' streams.
 */
export const storefrontAsOf = (
  records: readonly AuditRecord[],
  listingId: string,
  asOf: Date,
  now: Date,
  names: ListingNames,
): StorefrontAsOf => {
  const then = storefrontSnapshotOf(foldStorefront(records, listingId, asOf), listingId, asOf, names)
  const today = storefrontSnapshotOf(foldStorefront(records, listingId, now), listingId, now, names)
  return { listingId, asOf: then, today, differences: storefrontDifferences(then, today) }
}
