import {
  ArtifactAttachmentInput,
  ArtifactFormInput,
  ArtifactKind,
  ArtifactRef,
  ArtifactsQuery,
  ListingArtifact,
  ListingArtifactsPage,
  Uuid,
} from "@ignite/contracts"
import { Schema } from "effect"
import { procedure } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"
import { artifactsAccess as access } from "./artifacts-access"
import type { StorefrontSide } from "./sides"

const ArtifactsOf = Schema.Struct({ listingId: Uuid, kind: ArtifactKind, query: ArtifactsQuery })

/** The form over JSON: no file bytes (files travel over the REST routes); stored files stay as they are. */
const ArtifactJsonForm = ArtifactFormInput.mapFields(
  ({ logo: _logo, listingArtifactAttachmentsAttributes: _attachments, ...rest }) => ({
    ...rest,
    listingArtifactAttachmentsAttributes: Schema.optional(
      Schema.Array(ArtifactAttachmentInput.mapFields(({ file: _file, ...fields }) => fields)).check(
        Schema.isMaxLength(20),
      ),
    ),
  }),
)

/** One side's reads, merged into the `listings` (owner) and `connect` (marketplace) routers. */
export const artifactReadProcedures = (side: StorefrontSide) => ({
  artifacts: procedure(side.access)
    .input(input(ArtifactsOf))
    .output(output(ListingArtifactsPage))
    .query(({ ctx, input }) =>
      side.reads(ctx).artifacts(ctx.caller, input.listingId, input.kind, input.query),
    ),
  artifact: procedure(side.access)
    .input(input(ArtifactRef))
    .output(output(ListingArtifact))
    .query(({ ctx, input }) =>
      side.reads(ctx).artifact(ctx.caller, input.listingId, input.kind, input.artifactId),
    ),
})

/** Merged into the `listings` router: the members' writes. */
export const artifactWriteProcedures = {
  createArtifact: procedure("company")
    .input(input(Schema.Struct({ listingId: Uuid, kind: ArtifactKind, artifact: ArtifactJsonForm })))
    .output(output(ListingArtifact))
    .mutation(({ ctx, input }) =>
      access.create(ctx, ctx.caller, input.listingId, input.kind, input.artifact),
    ),
  editArtifact: procedure("company")
    .input(input(Schema.Struct({ ...ArtifactRef.fields, artifact: ArtifactJsonForm })))
    .output(output(ListingArtifact))
    .mutation(({ ctx, input }) =>
      access.edit(ctx, ctx.caller, input.listingId, input.kind, input.artifactId, input.artifact),
    ),
  removeArtifact: procedure("company")
    .input(input(ArtifactRef))
    .output(output(Schema.Null))
    .mutation(async ({ ctx, input }) => {
      await access.remove(ctx, ctx.caller, input.listingId, input.kind, input.artifactId)
      return null
    }),
}
