import type { ArtifactKind } from "@ignite/contracts"
import { commandRunner, fold, type Queryable, type ServiceDeps, type Tx } from "@ignite/platform"
import { type ArtifactEvent, type ArtifactState, listingArtifactStreamId } from "./artifact"
import { type ArtifactCommand, artifactDecider } from "./artifact.decide"
import type { ArtifactForm } from "./artifact-form"

/**
 * Services, products and use cases of a listing: decides on `listingartifact-<id>` streams only. Who may act
 * (a member of the owning account) and the files (checked and stored before) are the caller's part.
 */
export const createArtifactsService = (deps: ServiceDeps) => {
  const commands = commandRunner(deps)
  const run = (tx: Tx, artifactId: string, command: ArtifactCommand, by: string, fresh = false) =>
    commands.run(artifactDecider, listingArtifactStreamId(artifactId), command, by, { tx, fresh })

  return {
    /** A new artifact of the listing; its id is minted here. */
    async create(
      tx: Tx,
      input: {
        listingId: string
        accountId: string
        kind: ArtifactKind
        by: string
        form: ArtifactForm
        logoPath?: string
      },
    ): Promise<string> {
      const artifactId = commands.newId()
      await run(tx, artifactId, { type: "CreateArtifact", artifactId, ...input }, input.by, true)
      return artifactId
    },

    edit: (
      tx: Tx,
      artifactId: string,
      input: { listingId: string; kind: ArtifactKind; by: string; form: ArtifactForm; logoPath?: string },
    ) => run(tx, artifactId, { type: "EditArtifact", ...input }, input.by),

    remove: (tx: Tx, artifactId: string, input: { listingId: string; kind: ArtifactKind; by: string }) =>
      run(tx, artifactId, { type: "RemoveArtifact", ...input }, input.by),

    /** The artifact as its own stream says (the write side's view, never a read model). */
    async artifactState(db: Queryable, artifactId: string): Promise<ArtifactState> {
      const { events } = await deps.store.readStream(listingArtifactStreamId(artifactId), { db })
      return fold(artifactDecider, events as unknown as ArtifactEvent[])
    },
  }
}

export type ArtifactsService = ReturnType<typeof createArtifactsService>
