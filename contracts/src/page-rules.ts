// No effect Schema here: the web's first bundle imports these alone (`@ignite/contracts/page-rules`).

/** Page-size choices offered everywhere (spec 02 §2 Pagination). */
export const pageSizes = [5, 10, 20] as const
export type PageSize = (typeof pageSizes)[number]
export const defaultPerPage: PageSize = 10

/** Chat messages per page when scrolling up (and the most a reconnect catches up in one call). */
export const chatMessagesPerPage = { default: 30, max: 100 } as const

export interface PageRequest {
  readonly page: number
  readonly perPage: number
}

/** An invalid page becomes 1, an unknown page size the default (spec 02 §2 Pagination). */
export const normalizePage = (input: { page?: unknown; perPage?: unknown } = {}): PageRequest => {
  const page = Number(input.page)
  const perPage = Number(input.perPage)
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (pageSizes as readonly number[]).includes(perPage) ? perPage : defaultPerPage,
  }
}
