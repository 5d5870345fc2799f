import type { ExpectedVersion } from "./types"

/** The stream was not at the version the writer expected: reload and decide again, or give up. */
export class ConcurrencyError extends Error {
  readonly _tag = "ConcurrencyError"
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | undefined,
  ) {
    super(`Stream ${streamId} expected ${String(expected)} but is at ${actual ?? "no stream"}`)
  }
}

export const isConcurrencyError = (error: unknown): error is ConcurrencyError =>
  error instanceof ConcurrencyError
