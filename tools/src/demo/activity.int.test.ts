import { rm } from "node:fs/promises"
import {
  defaultActivityOptions,
  generatedUeiPrefix,
  generateGovUsers,
  generateSbirCsv,
  loadActivity,
  loadGovUsers,
  seedShowcase,
} from "@ignite/demo"
import { loadConfig, silentLogger } from "@ignite/platform"
import { driverName, dropSchema, testSqlOptions, uniqueSchema } from "@ignite/platform/testing"
import { type System, startSystem } from "@ignite/wiring"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const day = 24 * 60 * 60 * 1000
// a seed whose sixty start threads both ways (a small set can draw few): the checks need replies on each side
const seed = 4
const emailTag = `g${seed}n`

/**
 * `ignite demo generate --gov-users 60 --activity` as direct mode runs it (`generateActivity` in
 * connection.ts calls `loadActivity`), on a system of its own: six companies claimed and published over the
 * last year (the showcase, so companies have people who answer), sixty generated government users, then the
 * year of activity; the analytics read model folded from the events shows its shape.
 */
describe(`demo generate --activity (${driverName()})`, () => {
  const sqlOptions = testSqlOptions()
  const dataDir = `.tmp/test-data/${uniqueSchema("activity")}`
  let system: System
  const until = new Date()
  const eventCount = async () => {
    const [row] = await system.services.platform.sql.query<{ n: string }>(
      "select count(*)::text as n from events",
    )
    return Number(row!.n)
  }
  const generate = () =>
    loadActivity(system.services, {
      ...defaultActivityOptions,
      seed,
      until,
      emailTag,
      ueiPrefix: generatedUeiPrefix(seed),
      publishEvery: 5,
    })

  beforeAll(async () => {
    const config = loadConfig({
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      JWT_SECRET: "activity-test-secret-activity-test-secret",
      RUN_WORKERS: "false",
      DEMO_DATA: "false",
      ...(sqlOptions.databaseUrl ? { DATABASE_URL: sqlOptions.databaseUrl } : {}),
    })
    system = await startSystem(config, silentLogger, {
      seed: false,
      schema: sqlOptions.schema,
      inMemory: true,
    })
    const { services } = system
    await seedShowcase(
      services,
      "Ignite123!",
      async () => {},
      (index) => new Date(until.getTime() - (330 - index * 20) * day),
    )
    await services.companies.sbirImports.importFile(
      generateSbirCsv({
        companies: 30,
        awards: 30,
        seed,
        months: 12,
        until,
        ueiPrefix: generatedUeiPrefix(seed),
      }),
    )
    await loadGovUsers(services, generateGovUsers({ count: 60, seed, months: 12, until, emailTag }), {
      passwordHash: await services.identity.users.hashPassword("not-a-password-anyone-uses"),
    })
  }, 60_000)

  afterAll(async () => {
    await system?.close()
    await dropSchema(sqlOptions.schema)
    await rm(dataDir, { recursive: true, force: true })
  })

  it("views, threads and replies spread over the months in the analytics; a second run adds nothing", async () => {
    const first = await generate()
    // every fifth of the thirty generated storefronts opens, beside the six showcase ones
    expect(first).toMatchObject({ done: 60, total: 60, skipped: 0, published: 6 })
    expect(first.views).toBeGreaterThan(100)
    expect(first.threads).toBeGreaterThan(3)

    const { projections } = system.services.platform
    await projections.drain("analytics")
    const analytics = system.services.analytics
    const views = await analytics.listingPageViews({ page: 1, perPage: 20 })
    expect(views.pagination.count).toBeGreaterThan(6)
    expect(views.data.reduce((n, row) => n + row.pageViews, 0)).toBe(first.views)

    const conversations = (await analytics.activeConversations({})).data
    expect(conversations.reduce((n, month) => n + month.messagesSent, 0)).toBe(first.messages)
    expect(conversations.filter((month) => month.messagesSent > 0).length).toBeGreaterThanOrEqual(3)
    // replies: some threads a company started got an answer, some conversations are active
    expect(conversations.some((month) => month.activeConversations > 0)).toBe(true)
    expect((await analytics.responseRate()).value).toBeGreaterThan(0)

    const logins = (await analytics.govUsersTimeline({})).data
    expect(logins.filter((month) => month.userLogins > 0).length).toBeGreaterThanOrEqual(6)

    // the notifier tells the recipients in the app; nobody is mailed
    await system.services.platform.runner.drain("chat-notifier")
    const notified = await system.services.platform.sql.query<{ by_email: boolean; n: number }>(
      `select (data->>'byEmail')::boolean as by_email, count(*)::int as n from events
        where event_type = 'NewMessageNotified' group by 1`,
    )
    expect(notified).toEqual([{ by_email: false, n: expect.any(Number) }])

    const before = await eventCount()
    expect(await generate()).toMatchObject({
      done: 60,
      skipped: 60,
      published: 0,
      actions: 0,
      views: 0,
      threads: 0,
    })
    expect(await eventCount()).toBe(before)
  }, 60_000)
})
