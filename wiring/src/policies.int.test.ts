import { type AppError, policyErrors } from "@ignite/contracts"
import { policySignaturesStreamId, policyStreamId } from "@ignite/contracts/events"
import { createPoliciesService, defaultPolicies, ensureDefaultPolicies } from "@ignite/domain-policies"
import { loadConfig, type Platform, startPlatform } from "@ignite/platform"
import { driverName, dropSchema, testSqlOptions, uniqueSchema } from "@ignite/platform/testing"
import { policiesReadModel } from "@ignite/projection-policies"
import { createReads } from "@ignite/workflows"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

/** The policies' commands with their read models' queries, as the adapters use them together. */
const policiesWithReads = (platform: Platform, now: () => Date) => {
  // no listing is read here, so no reference list is needed
  const reads = createReads(platform.sql, async () => [])
  return {
    ...createPoliciesService({ store: platform.store, now }),
    latest: reads.latestPolicy,
    history: reads.policyHistory,
    unsignedFor: reads.unsignedPolicyKinds,
    unsignedDocumentsFor: reads.unsignedPolicies,
  }
}

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    return error as AppError
  }
  throw new Error("expected the call to fail")
}

describe(`policies service on ${driverName()}`, () => {
  let platform: Platform
  let service: ReturnType<typeof policiesWithReads>
  let clock = new Date("2026-11-20T10:00:00.000Z")
  const options = testSqlOptions()

  beforeAll(async () => {
    platform = await startPlatform({
      config: loadConfig({
        DATA_DIR: `.tmp/test-data/${uniqueSchema("policies")}`,
        RUN_WORKERS: "false",
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      }),
      modules: [policiesReadModel],
      schema: options.schema,
      inMemory: true,
    })
    service = policiesWithReads(platform, () => clock)
  })
  afterAll(async () => {
    await platform?.close()
    await dropSchema(options.schema)
  })

  it("answers NotFound and asks nothing of users while no policy is published", async () => {
    const error = await failureOf(service.latest("terms"))
    expect(error).toMatchObject({
      code: "NotFound",
      status: 404,
      message: "No terms of service has been published yet.",
    })
    expect(await service.unsignedFor("user-a")).toEqual([])
    expect(await service.history("privacy")).toEqual([])
  })

  it("seeds the defaults once, even when two start-ups race", async () => {
    const [first, second] = await Promise.all([
      ensureDefaultPolicies(service),
      ensureDefaultPolicies(service),
    ])
    expect([...first, ...second].sort()).toEqual(["antiSpam", "privacy", "terms"])
    expect(await ensureDefaultPolicies(service)).toEqual([])
    for (const policy of defaultPolicies) {
      const history = await service.history(policy.kind)
      expect(history).toHaveLength(1)
      expect(history[0]).toMatchObject({
        title: policy.title,
        publishDate: policy.publishDate,
        content: policy.content,
      })
      expect(await service.latest(policy.kind)).toEqual(history[0])
    }
  })

  it("publishes sanitized versions and serves the latest, with the history newest first", async () => {
    const seeded = await service.latest("terms")
    const input = {
      kind: "terms" as const,
      title: "Terms of Service",
      publishDate: "2026-12-01",
      content:
        '<h2>New</h2><p onmouseover="x()">Read <a href="javascript:void(0)">this</a>.</p><script>x()</script>',
    }
    const document = await service.publish("admin-1", input)
    expect(document).toMatchObject({
      publishDate: "2026-12-01",
      content: "<h2>New</h2><p>Read <a>this</a>.</p>",
    })
    expect(await service.latest("terms")).toEqual(document)
    expect((await service.history("terms")).map((d) => d.id)).toEqual([document.id, seeded.id])

    // a double submit publishes nothing new
    expect(await service.publish("admin-1", input)).toEqual(document)
    const { events } = await platform.store.readStream(policyStreamId("terms"))
    expect(events.map((e) => e.type)).toEqual(["PolicyVersionPublished", "PolicyVersionPublished"])
    expect(events[1]).toMatchObject({
      data: { documentId: document.id, content: document.content, publishedBy: "admin-1" },
      metadata: { actorId: "admin-1" },
    })

    const invalid = await failureOf(
      service.publish("admin-1", { ...input, content: "<script>only code</script>" }),
    )
    expect(invalid).toMatchObject({ code: "ValidationFailed", details: [{ path: "content" }] })
  })

  it("tracks what each user still has to agree to, terms first, and agreeing is idempotent", async () => {
    const terms = await service.latest("terms")
    const privacy = await service.latest("privacy")
    expect(await service.unsignedDocumentsFor("user-a")).toEqual([
      { kind: "terms", document: terms },
      { kind: "privacy", document: privacy },
    ])

    const signature = await service.sign("user-a", "terms", terms.id)
    expect(signature).toEqual({ kind: "terms", documentId: terms.id, signedAt: clock.toISOString() })
    expect(await service.unsignedFor("user-a")).toEqual(["privacy"])
    expect(await service.unsignedFor("user-b")).toEqual(["terms", "privacy"])

    clock = new Date("2026-11-20T10:05:00.000Z")
    expect(await service.sign("user-a", "terms", terms.id)).toEqual(signature)
    await service.sign("user-a", "privacy", privacy.id)
    expect(await service.unsignedFor("user-a")).toEqual([])
    const { events } = await platform.store.readStream(policySignaturesStreamId("user-a"))
    expect(events.map((e) => (e.data as { documentId: string }).documentId)).toEqual([terms.id, privacy.id])

    // a new privacy version must be agreed to again; the old one can no longer be
    const next = await service.publish("admin-1", {
      kind: "privacy",
      title: "Privacy Statement",
      publishDate: "2027-01-01",
      content: "<p>We changed something.</p>",
    })
    expect(await service.unsignedDocumentsFor("user-a")).toEqual([{ kind: "privacy", document: next }])
    const outdated = await failureOf(service.sign("user-b", "privacy", privacy.id))
    expect(outdated).toMatchObject({
      code: "OutdatedPolicy",
      status: 409,
      message: policyErrors.OutdatedPolicy.message("privacy"),
    })
  })

  it("refuses the anti-spam policy and documents of another kind", async () => {
    const antiSpam = await service.latest("antiSpam")
    expect(await failureOf(service.sign("user-c", "antiSpam", antiSpam.id))).toMatchObject({
      code: "PolicyNotSignable",
      status: 400,
    })
    expect(await failureOf(service.sign("user-c", "terms", antiSpam.id))).toMatchObject({ code: "NotFound" })
    expect(await service.unsignedFor("user-c")).toEqual(["terms", "privacy"])
  })

  it("rebuilds both read models from the log into the same rows", async () => {
    const snapshot = async () => ({
      documents: await platform.sql.query("select * from policy_documents order by id"),
      signatures: await platform.sql.query("select * from policy_signatures order by user_id, document_id"),
    })
    const live = await snapshot()
    expect(live.documents).toHaveLength(5)
    expect(live.signatures).toHaveLength(2)
    for (const name of ["policy_documents", "policy_signatures"]) {
      await platform.projections.requestRebuild(name)
      await platform.projections.drain(name)
    }
    expect(await snapshot()).toEqual(live)
    const builds = await platform.sql.query<{ name: string; build: number }>(
      "select name, build from projection_builds where status = 'active' and name like 'policy_%' order by name",
    )
    expect(builds).toEqual([
      { name: "policy_documents", build: 2 },
      { name: "policy_signatures", build: 2 },
    ])
  })
})
