import { policySignaturesStreamId, policyStreamId } from "@ignite/contracts/events"
import {
  driverName,
  event,
  openProjectionHarness,
  type ProjectionHarness,
  recorded,
} from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { policyDocumentsProjection } from "./policy-documents.projection"
import {
  policySignaturesProjection,
  unsignedLatestDocuments,
  unsignedLatestKinds,
} from "./policy-signatures.projection"

const published = (documentId: string, kind: "terms" | "privacy" | "antiSpam") =>
  event("PolicyVersionPublished", {
    documentId,
    kind,
    title: documentId,
    publishDate: "2026-01-01",
    content: `<p>${documentId}</p>`,
    publishedBy: "admin-1",
  })
const signed = (userId: string, kind: "terms" | "privacy", documentId: string) =>
  event("PolicySigned", { userId, kind, documentId, signedAt: "2026-02-01T10:00:00.000Z" })

const allRows = (harness: ProjectionHarness) => harness.rows("policy_signatures", "user_id, document_id")

describe(`policy signatures projection on ${driverName()}`, () => {
  let harness: ProjectionHarness
  const sign = (userId: string, kind: "terms" | "privacy", documentId: string) =>
    harness.append(policySignaturesStreamId(userId), signed(userId, kind, documentId))

  beforeAll(async () => {
    harness = await openProjectionHarness([policyDocumentsProjection, policySignaturesProjection])
  })
  afterAll(() => harness.dispose())

  it("asks nothing of anyone while no signable policy is published", async () => {
    await harness.append(policyStreamId("antiSpam"), published("anti-spam-1", "antiSpam"))
    expect(await unsignedLatestKinds(harness.sql, "u-1")).toEqual([])
  })

  it("asks for the latest terms and privacy, terms first, until the user signs each", async () => {
    await harness.append(policyStreamId("privacy"), published("privacy-1", "privacy"))
    await harness.append(policyStreamId("terms"), published("terms-1", "terms"))
    expect(await unsignedLatestKinds(harness.sql, "u-1")).toEqual(["terms", "privacy"])
    const documents = await unsignedLatestDocuments(harness.sql, "u-1")
    expect(documents.map((d) => [d.kind, d.document.id, d.document.publishDate])).toEqual([
      ["terms", "terms-1", "2026-01-01"],
      ["privacy", "privacy-1", "2026-01-01"],
    ])

    await sign("u-1", "terms", "terms-1")
    expect(await unsignedLatestKinds(harness.sql, "u-1")).toEqual(["privacy"])
    await sign("u-1", "privacy", "privacy-1")
    expect(await unsignedLatestDocuments(harness.sql, "u-1")).toEqual([])
    expect(await unsignedLatestKinds(harness.sql, "u-2")).toEqual(["terms", "privacy"])
  })

  it("a new terms version asks again; a signature of the older one no longer counts", async () => {
    await harness.append(policyStreamId("terms"), published("terms-2", "terms"))
    expect(await unsignedLatestKinds(harness.sql, "u-1")).toEqual(["terms"])
    await sign("u-2", "terms", "terms-1")
    expect(await unsignedLatestKinds(harness.sql, "u-2")).toEqual(["terms", "privacy"])
    await sign("u-1", "terms", "terms-2")
    expect(await unsignedLatestKinds(harness.sql, "u-1")).toEqual([])
    expect((await allRows(harness)).map((row) => [row.user_id, row.kind, row.document_id])).toEqual([
      ["u-1", "privacy", "privacy-1"],
      ["u-1", "terms", "terms-1"],
      ["u-1", "terms", "terms-2"],
      ["u-2", "terms", "terms-1"],
    ])
  })

  it("a redelivered or repeated signature keeps one row", async () => {
    const before = await allRows(harness)
    await harness.redeliver(
      "policy_signatures",
      (await harness.log()).filter((e) => e.type === "PolicySigned"),
    )
    await sign("u-1", "terms", "terms-2")
    expect(await allRows(harness)).toEqual(before)
  })

  it("ignores event types it does not fold, known or unknown", async () => {
    const before = await allRows(harness)
    await harness.append(policySignaturesStreamId("u-3"), {
      type: "PolicySignatureRevoked",
      data: { userId: "u-3" },
    })
    await harness.redeliver("policy_signatures", [
      recorded("PolicyVersionPublished", published("terms-9", "terms").data, {
        streamId: policyStreamId("terms"),
        position: 999_999,
        at: new Date(),
      }),
      ...(await harness.log()).filter((e) => e.type === "PolicySignatureRevoked"),
    ])
    expect(await allRows(harness)).toEqual(before)
  })

  it("a rebuild from the start of the log gives the same rows", async () => {
    const before = await allRows(harness)
    await harness.rebuild("policy_signatures")
    expect(await allRows(harness)).toEqual(before)
    expect(await unsignedLatestKinds(harness.sql, "u-2")).toEqual(["terms", "privacy"])
  })
})
