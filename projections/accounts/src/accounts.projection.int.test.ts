import { randomUUID } from "node:crypto"
import { accountStreamId } from "@ignite/contracts/events"
import {
  driverName,
  event,
  itReplaysLikeAProjection,
  openProjectionHarness,
  type ProjectionHarness,
} from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  accountsProjection,
  adminAccountsPage,
  findAccount,
  findAccountByUniqueEntityId,
} from "./accounts.projection"

const ids = { acme: randomUUID(), bolt: randomUUID(), cogs: randomUUID() }
const registered = (accountId: string, uniqueEntityId: string, name: string) =>
  event("AccountRegistered", {
    accountId,
    uniqueEntityId,
    name,
    contactEmail: "contact@example.com",
    registeredAt: "2026-01-01T00:00:00.000Z",
  })

describe(`accounts projection on ${driverName()}`, () => {
  let harness: ProjectionHarness
  const allRows = () => harness.rows("accounts", "id")
  const namesOf = async (search?: string, page = 1, perPage = 10) =>
    (await adminAccountsPage(harness.sql, { page, perPage, search })).data.map((a) => a.name)

  beforeAll(async () => {
    harness = await openProjectionHarness([accountsProjection])
    // a registry import registers many at once: one run of the batch handler
    await harness.store.sql.transaction((tx) =>
      harness.store.appendNewStreams(tx, [
        {
          streamId: accountStreamId(ids.cogs),
          events: [registered(ids.cogs, "UEI000000003", "Cogs 50% Off")],
        },
        { streamId: accountStreamId(ids.acme), events: [registered(ids.acme, "UEI000000001", "Acme Corp")] },
        { streamId: accountStreamId(ids.bolt), events: [registered(ids.bolt, "UEI000000002", "Bolt_Works")] },
      ]),
    )
  })
  afterAll(() => harness.dispose())

  it("registers accounts unclaimed, set-up pending, without payment status", async () => {
    expect(await findAccount(harness.sql, ids.acme)).toEqual({
      id: ids.acme,
      name: "Acme Corp",
      uniqueEntityId: "UEI000000001",
      logo: null,
      setupSessionComplete: false,
    })
    expect(await findAccountByUniqueEntityId(harness.sql, "UEI000000002")).toEqual({
      id: ids.bolt,
      name: "Bolt_Works",
      uniqueEntityId: "UEI000000002",
      claimed: false,
    })
    expect(await findAccountByUniqueEntityId(harness.sql, "UEI999")).toBeUndefined()
    expect(await findAccount(harness.sql, randomUUID())).toBeUndefined()
  })

  it("follows the registry, claims, renames, payment status and set-up", async () => {
    await harness.append(
      accountStreamId(ids.acme),
      event("AccountRegistryUpdated", {
        accountId: ids.acme,
        name: "Acme Corporation",
        contactEmail: "new@example.com",
      }),
      event("AccountClaimed", {
        accountId: ids.acme,
        userId: randomUUID(),
        claimedAt: "2026-02-01T00:00:00.000Z",
      }),
      event("AccountSetupSessionCompleted", { accountId: ids.acme, userId: randomUUID() }),
    )
    await harness.append(
      accountStreamId(ids.acme),
      event("AccountRenamed", { accountId: ids.acme, name: "Acme Labs", renamedBy: "u-1" }),
      event("AccountPaymentStatusSet", { accountId: ids.acme, status: "past_due", setBy: "admin-1" }),
    )
    expect(await findAccount(harness.sql, ids.acme)).toMatchObject({
      name: "Acme Labs",
      setupSessionComplete: true,
    })
    expect(await findAccountByUniqueEntityId(harness.sql, "UEI000000001")).toMatchObject({ claimed: true })
    const [acme] = (await adminAccountsPage(harness.sql, { page: 1, perPage: 10, search: "acme" })).data
    expect(acme).toEqual({
      id: ids.acme,
      name: "Acme Labs",
      uniqueEntityId: "UEI000000001",
      claimed: true,
      paymentStatus: "past_due",
    })
    const [bolt] = (await adminAccountsPage(harness.sql, { page: 1, perPage: 10, search: "bolt" })).data
    expect(bolt).toMatchObject({ claimed: false, paymentStatus: "none" })
  })

  it("lists accounts by name for admins, narrowed by part of the name or the UEI, wildcards literal", async () => {
    expect(await namesOf()).toEqual(["Acme Labs", "Bolt_Works", "Cogs 50% Off"])
    expect(await namesOf("  LABS ")).toEqual(["Acme Labs"])
    expect(await namesOf("uei00000000")).toEqual(["Acme Labs", "Bolt_Works", "Cogs 50% Off"])
    expect(await namesOf("000003")).toEqual(["Cogs 50% Off"])
    expect(await namesOf("50%")).toEqual(["Cogs 50% Off"])
    expect(await namesOf("t_w")).toEqual(["Bolt_Works"])
    expect(await namesOf("c_me")).toEqual([])
    expect(await namesOf("%")).toEqual(["Cogs 50% Off"])
    const second = await adminAccountsPage(harness.sql, { page: 2, perPage: 2 })
    expect(second.data.map((a) => a.name)).toEqual(["Cogs 50% Off"])
    expect(second.pagination).toMatchObject({ count: 3, page: 2, pages: 2, from: 3, to: 3 })
  })

  itReplaysLikeAProjection(() => harness, {
    name: "accounts",
    rows: allRows,
    unfolded: {
      streamId: accountStreamId(ids.bolt),
      events: [
        { type: "AccountDissolved", data: { accountId: ids.bolt } },
        event("AccountMemberJoined", {
          accountId: ids.bolt,
          userId: randomUUID(),
          via: "invite",
          joinedAt: "2026-03-01T00:00:00.000Z",
        }),
      ],
    },
  })
})
