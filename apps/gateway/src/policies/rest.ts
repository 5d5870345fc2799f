import {
  PolicyDocument,
  type PolicyKind,
  PolicySignature,
  PublishPolicyInput,
  type SignableKind,
  Uuid,
} from "@ignite/contracts"
import { Schema } from "effect"
import { defineRoute, type RestRoute } from "../rest/route"

const latestRoute = (path: string, kind: PolicyKind, summary: string) =>
  defineRoute({
    method: "GET",
    path,
    summary,
    tag: "Policies",
    access: "anonymous",
    response: PolicyDocument,
    etag: true,
    handler: ({ ctx }) => ctx.services.identity.reads.latestPolicy(kind),
  })

const signRoute = (path: string, kind: SignableKind, summary: string) =>
  defineRoute({
    method: "POST",
    path,
    summary,
    tag: "Policies",
    // Passes the MissingTermsPrivacy gate: signing is how a user gets through it.
    access: "confirmed",
    params: Schema.Struct({ id: Uuid }),
    response: PolicySignature,
    handler: ({ ctx, caller, params }) => ctx.services.identity.policies.sign(caller.sub, kind, params.id),
  })

export const policiesRoutes: readonly RestRoute[] = [
  latestRoute("/api/v1/terms", "terms", "The terms of service in force"),
  latestRoute("/api/v1/privacy", "privacy", "The privacy statement in force"),
  latestRoute("/api/v1/anti_spam_policy", "antiSpam", "The anti-spam policy in force"),
  signRoute("/api/v1/terms/{id}/sign", "terms", "Agree to the latest terms of service"),
  signRoute("/api/v1/privacy/{id}/sign", "privacy", "Agree to the latest privacy statement"),
  defineRoute({
    method: "POST",
    path: "/api/v1/admin/policies",
    summary: "Publish a new version of a policy (sanitized; users sign terms and privacy again)",
    tag: "Policies",
    access: "admin",
    status: 201,
    body: PublishPolicyInput,
    response: PolicyDocument,
    handler: ({ ctx, caller, body }) => ctx.services.identity.policies.publish(caller.sub, body),
  }),
]
