import { randomUUID } from "node:crypto"
import {
  AppError,
  decodeInput,
  type PolicyDocument,
  type PolicyKind,
  type PolicySignature,
  PublishPolicyInput,
  policyNotFoundMessage,
  type SignableKind,
  type UnsignedPolicy,
} from "@ignite/contracts"
import { type EventStore, fold, handleCommand, type Sql } from "@ignite/platform"
import { type PolicyEvent, type PolicyVersionPublishedData, policyStreamId } from "./policy"
import { type PolicyCommand, policyDecider } from "./policy.decide"
import { latestPolicyDocument, policyDocumentHistory } from "./policy-documents.projection"
import { policySignaturesStreamId, signatureOf } from "./policy-signatures"
import { policySignaturesDecider } from "./policy-signatures.decide"
import { unsignedLatestDocuments, unsignedLatestKinds } from "./policy-signatures.projection"

export interface PoliciesService {
  /** The version in force; NotFound while none was published. */
  latest(kind: PolicyKind): Promise<PolicyDocument>
  /** Every version, newest first. */
  history(kind: PolicyKind): Promise<PolicyDocument[]>
  publish(adminId: string, input: PublishPolicyInput): Promise<PolicyDocument>
  /** Publishes only when the kind has no version yet; answers the document when it did. */
  publishDefault(input: PublishPolicyInput): Promise<PolicyDocument | undefined>
  /** Agrees to the latest terms or privacy version; agreeing twice answers the first signature. */
  sign(userId: string, kind: PolicyKind, documentId: string): Promise<PolicySignature>
  /** Which of terms and privacy the user still has to agree to (the MissingTermsPrivacy check). */
  unsignedFor(userId: string): Promise<SignableKind[]>
  /** The same, with the document to agree to. */
  unsignedDocumentsFor(userId: string): Promise<UnsignedPolicy[]>
}

export interface PoliciesServiceDeps {
  readonly store: EventStore
  readonly sql: Sql
  /** Tests pin the clock; the app uses the wall clock. */
  readonly now?: () => Date
}

const systemActor = "system"

const toDocument = (data: PolicyVersionPublishedData): PolicyDocument => ({
  id: data.documentId,
  title: data.title,
  publishDate: data.publishDate,
  content: data.content,
})

export const createPoliciesService = ({
  store,
  sql,
  now = () => new Date(),
}: PoliciesServiceDeps): PoliciesService => {
  const context = (actorId: string) => ({ now: now(), newId: randomUUID, actorId })

  const runPolicyCommand = async (command: PolicyCommand, actorId: string) => {
    const result = await handleCommand(
      store,
      policyDecider,
      policyStreamId(command.kind),
      command,
      context(actorId),
    )
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
    async latest(kind) {
      const document = await latestPolicyDocument(sql, kind)
      if (!document) throw new AppError("NotFound", policyNotFoundMessage(kind))
      return document
    },
    history: (kind) => policyDocumentHistory(sql, kind),
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
      const result = await handleCommand(
        store,
        policySignaturesDecider,
        policySignaturesStreamId(userId),
        { type: "SignPolicy", userId, kind, documentId, publishedVersions: await publishedVersions(kind) },
        context(userId),
      )
      const signature = signatureOf(result.state, documentId)!
      return { kind: signature.kind, documentId: signature.documentId, signedAt: signature.signedAt }
    },
    unsignedFor: (userId) => unsignedLatestKinds(sql, userId),
    unsignedDocumentsFor: (userId) => unsignedLatestDocuments(sql, userId),
  }
}
