import { AppError, type PolicyKind, policyFieldMessages, visibleText } from "@ignite/contracts"
import type { Decider, DecisionContext } from "@ignite/platform"
import { sanitizeRichText } from "@ignite/platform"
import { evolvePolicy, initialPolicyState, type PolicyEvent, type PolicyState } from "./policy"

interface PolicyVersionFields {
  readonly kind: PolicyKind
  readonly title: string
  readonly publishDate: string
  readonly content: string
  readonly publishedBy: string
}

export type PolicyCommand =
  /** An admin publishes a new version; users must agree to it again (terms, privacy). */
  | ({ readonly type: "PublishPolicyVersion" } & PolicyVersionFields)
  /** Start-up seeding: publishes only while the kind has no version at all, so it can run on every boot. */
  | ({ readonly type: "PublishDefaultPolicy" } & PolicyVersionFields)

const minimumText = policyFieldMessages.atLeastTwo

const versionPublished = (
  command: PolicyVersionFields,
  state: PolicyState,
  ctx: DecisionContext,
): PolicyEvent[] | AppError => {
  const content = sanitizeRichText(command.content)
  const title = command.title.trim()
  // The input check counts text inside tags that sanitizing removes (a script body), so check again.
  if (visibleText(content).length < 2)
    return new AppError("ValidationFailed", undefined, [{ path: "content", message: minimumText }])
  if (title.length < 2)
    return new AppError("ValidationFailed", undefined, [{ path: "title", message: minimumText }])
  // Publishing the very same version again (a double submit) must not make every user sign again.
  if (
    state.status === "published" &&
    state.latest.title === title &&
    state.latest.publishDate === command.publishDate &&
    state.latest.content === content
  )
    return []
  return [
    {
      type: "PolicyVersionPublished",
      data: {
        documentId: ctx.newId(),
        kind: command.kind,
        title,
        publishDate: command.publishDate,
        content,
        publishedBy: command.publishedBy,
      },
    },
  ]
}

export const decidePolicy = (
  command: PolicyCommand,
  state: PolicyState,
  ctx: DecisionContext,
): PolicyEvent[] | AppError => {
  switch (command.type) {
    case "PublishPolicyVersion":
      return versionPublished(command, state, ctx)
    case "PublishDefaultPolicy":
      return state.status === "published" ? [] : versionPublished(command, state, ctx)
    default: {
      const _exhaustive: never = command
      return []
    }
  }
}

export const policyDecider: Decider<PolicyCommand, PolicyEvent, PolicyState> = {
  initialState: initialPolicyState,
  evolve: evolvePolicy,
  decide: decidePolicy,
}
