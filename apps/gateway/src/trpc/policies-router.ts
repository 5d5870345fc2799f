import { LatestPolicyInput, PublishPolicyInput, SignPolicyInput } from "@ignite/contracts"
import { Schema } from "effect"
import { publicProcedure, roleProcedure, router, termsProcedure } from "./init"

export const policiesRouter = router({
  latest: publicProcedure
    .input(Schema.toStandardSchemaV1(LatestPolicyInput))
    .query(({ ctx, input }) => ctx.services.policies.latest(input.kind)),
  // The two calls of /sign_terms pass the MissingTermsPrivacy gate: they are how a user gets through it.
  /** What the signed-in user still has to agree to, with the versions to show. */
  unsigned: termsProcedure.query(({ ctx }) => ctx.services.policies.unsignedDocumentsFor(ctx.claims.sub)),
  sign: termsProcedure
    .input(Schema.toStandardSchemaV1(SignPolicyInput))
    .mutation(({ ctx, input }) => ctx.services.policies.sign(ctx.claims.sub, input.kind, input.id)),
  publish: roleProcedure(["admin"])
    .input(Schema.toStandardSchemaV1(PublishPolicyInput))
    .mutation(({ ctx, input }) => ctx.services.policies.publish(ctx.claims.sub, input)),
})
