import { describe, expect, it } from "vitest"
// The decider toolkit is not exported by @ignite/platform/testing yet; see platform/src/decider/testing.ts.
import { deciderSpec, fixedContext } from "../../../platform/src/decider/testing"
import type { PolicyEvent, PolicyVersionPublishedData } from "./policy"
import { type PolicyCommand, policyDecider } from "./policy.decide"

const spec = deciderSpec(policyDecider, fixedContext())
const firstId = "00000000-0000-4000-8000-000000000001"

const publish = (overrides: Partial<PolicyCommand> = {}): PolicyCommand =>
  ({
    type: "PublishPolicyVersion",
    kind: "terms",
    title: "Terms of Service",
    publishDate: "2026-11-01",
    content: "<p>Be nice.</p>",
    publishedBy: "admin-1",
    ...overrides,
  }) as PolicyCommand

const published = (data: Partial<PolicyVersionPublishedData> = {}): PolicyEvent => ({
  type: "PolicyVersionPublished",
  data: {
    documentId: "doc-1",
    kind: "terms",
    title: "Terms of Service",
    publishDate: "2026-11-01",
    content: "<p>Be nice.</p>",
    publishedBy: "admin-1",
    ...data,
  },
})

describe("policy decider", () => {
  it("publishes a first version with a new document id", () => {
    spec
      .given([])
      .when(publish())
      .thenEvents([published({ documentId: firstId })])
  })

  it("sanitizes the content before it enters the event", () => {
    spec
      .given([])
      .when(
        publish({
          title: "  Terms of Service ",
          content:
            '<p onclick="steal()">Be <a href="javascript:alert(1)">nice</a>.</p><script>alert(1)</script>',
        }),
      )
      .thenEvents([published({ documentId: firstId, content: "<p>Be <a>nice</a>.</p>" })])
  })

  it("rejects content that has no text left once sanitized", () => {
    const error = spec
      .given([])
      .when(publish({ content: "<script>alert('long enough')</script><img src=x>" }))
      .thenFails("ValidationFailed")
    expect(error.details).toEqual([{ path: "content", message: "Must be a minimum of 2 characters" }])
    spec
      .given([])
      .when(publish({ title: "   A  " }))
      .thenFails("ValidationFailed")
  })

  it("publishes a new version on top of the history", () => {
    spec
      .given([published()])
      .when(publish({ content: "<p>Be nicer.</p>", publishDate: "2026-12-01" }))
      .thenState((state) => {
        expect(state.status === "published" && state.versions).toEqual(["doc-1", firstId])
        expect(state.status === "published" && state.latest.content).toBe("<p>Be nicer.</p>")
      })
  })

  it("treats publishing the version in force again as a no-op", () => {
    spec.given([published()]).when(publish()).thenEvents([])
    spec
      .given([published()])
      .when(publish({ content: "<p>Be nice.</p><script>x</script>" }))
      .thenEvents([])
  })

  it("publishes a default only while the kind has no version", () => {
    spec
      .given([])
      .when(publish({ type: "PublishDefaultPolicy", publishedBy: "system" }))
      .thenEvents([published({ documentId: firstId, publishedBy: "system" })])
    spec
      .given([published({ content: "<p>Edited by an admin.</p>" })])
      .when(publish({ type: "PublishDefaultPolicy", publishedBy: "system" }))
      .thenEvents([])
  })
})
