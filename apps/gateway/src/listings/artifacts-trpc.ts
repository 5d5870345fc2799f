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

/** Merged into the `listings` router: the owner side. */
export const ownerArtifactProcedures = {
  artifacts: procedure("company")
    .input(input(ArtifactsOf))
    .output(output(ListingArtifactsPage))
    .query(({ ctx, input }) =>
      access.ownArtifacts(ctx, ctx.caller, input.listingId, input.kind, input.query),
    ),
  artifact: procedure("company")
    .input(input(ArtifactRef))
    .output(output(ListingArtifact))
    .query(({ ctx, input }) =>
      access.ownArtifact(ctx, ctx.caller, input.listingId, input.kind, input.artifactId),
    ),
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

/** Merged into the `connect` router: the marketplace side, by the listing's visibility. */
export const connectArtifactProcedures = {
  artifacts: procedure("user")
    .input(input(ArtifactsOf))
    .output(output(ListingArtifactsPage))
    .query(({ ctx, input }) =>
      access.visibleArtifacts(ctx, ctx.caller, input.listingId, input.kind, input.query),
    ),
  artifact: procedure("user")
    .input(input(ArtifactRef))
    .output(output(ListingArtifact))
    .query(({ ctx, input }) =>
      access.visibleArtifact(ctx, ctx.caller, input.listingId, input.kind, input.artifactId),
    ),
}
