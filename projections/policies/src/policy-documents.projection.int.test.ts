import { policyStreamId } from "@ignite/contracts/events"
import {
  driverName,
  event,
  openProjectionHarness,
  type ProjectionHarness,
  recorded,
} from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  latestPolicyDocument,
  policyDocumentHistory,
  policyDocumentsProjection,
} from "./policy-documents.projection"

const published = (
  documentId: string,
  kind: "terms" | "privacy" | "antiSpam",
  title: string,
  publishDate: string,
) =>
  event("PolicyVersionPublished", {
    documentId,
    kind,
    title,
    publishDate,
    content: `<p>${title}</p>`,
    publishedBy: "admin-1",
  })

const allRows = (harness: ProjectionHarness) => harness.rows("policy_documents", "kind, version")

describe(`policy documents projection on ${driverName()}`, () => {
  let harness: ProjectionHarness

  beforeAll(async () => {
    harness = await openProjectionHarness([policyDocumentsProjection])
    await harness.append(policyStreamId("terms"), published("terms-1", "terms", "Terms 1", "2026-01-01"))
    await harness.append(
      policyStreamId("privacy"),
      published("privacy-1", "privacy", "Privacy 1", "2026-01-02"),
    )
  })
  afterAll(() => harness.dispose())

  it("serves each kind's published version, none for a kind never published", async () => {
    expect(await latestPolicyDocument(harness.sql, "terms")).toEqual({
      id: "terms-1",
      title: "Terms 1",
      publishDate: "2026-01-01",
      content: "<p>Terms 1</p>",
    })
    expect((await latestPolicyDocument(harness.sql, "privacy"))?.id).toBe("privacy-1")
    expect(await latestPolicyDocument(harness.sql, "antiSpam")).toBeUndefined()
    expect(await policyDocumentHistory(harness.sql, "antiSpam")).toEqual([])
  })

  it("numbers versions by the policy stream: a later publication becomes the latest, the earlier its history", async () => {
    await harness.append(policyStreamId("terms"), published("terms-2", "terms", "Terms 2", "2026-03-01"))
    expect((await latestPolicyDocument(harness.sql, "terms"))?.id).toBe("terms-2")
    expect((await policyDocumentHistory(harness.sql, "terms")).map((d) => [d.id, d.publishDate])).toEqual([
      ["terms-2", "2026-03-01"],
      ["terms-1", "2026-01-01"],
    ])
    const terms = (await allRows(harness)).filter((row) => row.kind === "terms")
    expect(terms.map((row) => [row.id, row.version, row.published_by])).toEqual([
      ["terms-1", 1, "admin-1"],
      ["terms-2", 2, "admin-1"],
    ])
  })

  it("ignores event types it does not fold, known or unknown", async () => {
    const before = await allRows(harness)
    await harness.append(
      policyStreamId("terms"),
      { type: "PolicyWithdrawn", data: { documentId: "terms-2" } },
      event("PolicySigned", {
        userId: "u-1",
        kind: "terms",
        documentId: "terms-2",
        signedAt: "2026-03-02T00:00:00Z",
      }),
    )
    await harness.redeliver("policy_documents", [
      recorded(
        "PolicySigned",
        { userId: "u-1", kind: "terms", documentId: "terms-1", signedAt: "2026-03-02T00:00:00Z" },
        { streamId: "policysignatures-u-1", position: 999_999, at: new Date() },
      ),
    ])
    const unknown = (await harness.log()).filter((e) => e.type === "PolicyWithdrawn")
    expect(unknown).toHaveLength(1)
    await harness.redeliver("policy_documents", unknown)
    expect(await allRows(harness)).toEqual(before)
  })

  it("a redelivered publication changes nothing", async () => {
    const before = await allRows(harness)
    const log = (await harness.log()).filter((e) => e.type === "PolicyVersionPublished")
    expect(log).toHaveLength(3)
    await harness.redeliver("policy_documents", log)
    expect(await allRows(harness)).toEqual(before)
  })

  it("a rebuild from the start of the log gives the same rows", async () => {
    const before = await allRows(harness)
    await harness.rebuild("policy_documents")
    expect(await allRows(harness)).toEqual(before)
    expect((await latestPolicyDocument(harness.sql, "terms"))?.id).toBe("terms-2")
  })
})
