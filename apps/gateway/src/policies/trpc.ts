import {
  LatestPolicyInput,
  PolicyDocument,
  PolicySignature,
  PublishPolicyInput,
  SignPolicyInput,
  UnsignedPolicies,
} from "@ignite/contracts"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"

const policies = router({
  latest: procedure("anonymous")
    .input(input(LatestPolicyInput))
    .output(output(PolicyDocument, { kept: true }))
    .query(({ ctx, input }) => ctx.services.identity.reads.latestPolicy(input.kind)),
  // The two calls of /sign_terms pass the MissingTermsPrivacy gate: they are how a user gets through it.
  /** What the signed-in user still has to agree to, with the versions to show. */
  unsigned: procedure("confirmed")
    .output(output(UnsignedPolicies))
    .query(({ ctx }) => ctx.services.identity.reads.unsignedPolicies(ctx.caller.sub)),
  sign: procedure("confirmed")
    .input(input(SignPolicyInput))
    .output(output(PolicySignature))
    .mutation(({ ctx, input }) => ctx.services.identity.policies.sign(ctx.caller.sub, input.kind, input.id)),
  publish: procedure("admin")
    .input(input(PublishPolicyInput))
    .output(output(PolicyDocument))
    .mutation(({ ctx, input }) => ctx.services.identity.policies.publish(ctx.caller.sub, input)),
})

export const policiesProcedures = { policies }
