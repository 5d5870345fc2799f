import type { PageRequest } from "@ignite/contracts"

// The contracts' page rules (contracts/src/pagination.ts), copied rather than imported: a paged route's
// search validation runs in the first bundle, and the contracts index would bring effect's Schema (~24 kB
// gzip) into it. The unit test keeps the two in step.

/** Page-size choices offered everywhere (spec 02 §2 Pagination). */
export const pageSizes = [5, 10, 20] as const
export const defaultPerPage = 10

/** An invalid page becomes 1, an unknown page size the default. */
export const normalizePage = (input: { page?: unknown; perPage?: unknown } = {}): PageRequest => {
  const page = Number(input.page)
  const perPage = Number(input.perPage)
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (pageSizes as readonly number[]).includes(perPage) ? perPage : defaultPerPage,
  }
}
