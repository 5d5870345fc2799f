/**
 * The HTTP status an error carries: tRPC client errors put it in `data.httpStatus`, REST error envelopes
 * and fetch-style errors in `status`.
 */
export const httpStatusOf = (error: unknown): number | undefined => {
  if (typeof error !== "object" || error === null) return undefined
  const { data, status } = error as { data?: unknown; status?: unknown }
  if (typeof data === "object" && data !== null) {
    const { httpStatus } = data as { httpStatus?: unknown }
    if (typeof httpStatus === "number") return httpStatus
  }
  return typeof status === "number" ? status : undefined
}

export const isNotFoundError = (error: unknown) => httpStatusOf(error) === 404
