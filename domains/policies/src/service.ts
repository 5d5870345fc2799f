import {
  decodeInput,
  type PolicyDocument,
  type PolicyKind,
  type PolicySignature,
  PublishPolicyInput,
} from "@ignite/contracts"
import { commandRunner, fold, type ServiceDeps } from "@ignite/platform"
import { type PolicyEvent, type PolicyVersionPublishedData, policyStreamId } from "./policy"
import { type PolicyCommand, policyDecider } from "./policy.decide"
import { policySignaturesStreamId, signatureOf } from "./policy-signatures"
import { policySignaturesDecider } from "./policy-signatures.decide"

/** The policies' commands. What is in force and who signed what are read models (`@ignite/projection-policies`). */
export interface PoliciesService {
  publish(adminId: string, input: PublishPolicyInput): Promise<PolicyDocument>
  /** Publishes only when the kind has no version yet; answers the document when it did. */
  publishDefault(input: PublishPolicyInput): Promise<PolicyDocument | undefined>
  /** Agrees to the latest terms or privacy version; agreeing twice answers the first signature. */
  sign(userId: string, kind: PolicyKind, documentId: string): Promise<PolicySignature>
}

export type PoliciesServiceDeps = ServiceDeps

const systemActor = "system"

const toDocument = (data: PolicyVersionPublishedData): PolicyDocument => ({
  id: data.documentId,
  title: data.title,
  publishDate: data.publishDate,
  content: data.content,
})

export const createPoliciesService = (deps: PoliciesServiceDeps): PoliciesService => {
  const { store } = deps
  const commands = commandRunner(deps)

  const runPolicyCommand = async (command: PolicyCommand, actorId: string) => {
    const result = await commands.run(policyDecider, policyStreamId(command.kind), command, actorId)
    return {
      published: result.events.length > 0,
      latest: result.state.status === "published" ? toDocument(result.state.latest) : undefined,
    }
  }

  const publishedVersions = async (kind: PolicyKind) => {
    const { events } = await store.readStream(policyStreamId(kind))
    const state = fold(policyDecider, events as unknown as PolicyEvent[])
    return state.status === "published" ? state.versions : []
  }

  return {
    async publish(adminId, input) {
      const valid = decodeInput(PublishPolicyInput, input)
      const { latest } = await runPolicyCommand(
        { type: "PublishPolicyVersion", ...valid, publishedBy: adminId },
        adminId,
      )
      // A repeated identical publish decides nothing and answers the version already in force.
      return latest!
    },
    async publishDefault(input) {
      const valid = decodeInput(PublishPolicyInput, input)
      const { published, latest } = await runPolicyCommand(
        { type: "PublishDefaultPolicy", ...valid, publishedBy: systemActor },
        systemActor,
      )
      return published ? latest : undefined
    },
    async sign(userId, kind, documentId) {
      const result = await commands.run(
        policySignaturesDecider,
        policySignaturesStreamId(userId),
        { type: "SignPolicy", userId, kind, documentId, publishedVersions: await publishedVersions(kind) },
        userId,
      )
      const signature = signatureOf(result.state, documentId)!
      return { kind: signature.kind, documentId: signature.documentId, signedAt: signature.signedAt }
    },
  }
}
