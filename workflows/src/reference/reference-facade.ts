import type { ReferenceService } from "@ignite/domain-reference"
import type { ReferenceLists } from "../reads/reference-lists"

/**
 * What the transports reach of the reference lists (technology types, business classifications, government
 * organisations): admins adding to and renaming in them, and the lists as they stand, from memory.
 */
export const createReferenceFacade = (deps: { admin: ReferenceService; lists: ReferenceLists }) => ({
  admin: deps.admin,
  lists: deps.lists,
})

export type ReferenceFacade = ReturnType<typeof createReferenceFacade>
