import { toGuardedStandardSchema } from "@ignite/contracts"

/**
 * A contract schema as a tRPC input (unwrapped, tRPC would silently see `undefined`), refusing unstorable
 * text the way REST's `decodeInput` does.
 */
export const input = <S extends Parameters<typeof toGuardedStandardSchema>[0]>(schema: S) =>
  toGuardedStandardSchema(schema)
