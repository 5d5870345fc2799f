import { connectSql } from "@ignite/platform"
import {
  faultSkipReason,
  mountSmallDisk,
  type SmallDisk,
  smallDiskMissing,
  waitFor,
} from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createUser, rowCounts, schemaTables, signIn, unavailable } from "./fault-probes"
import { useFaultServers } from "./fault-servers"

const skipReason = faultSkipReason() ?? smallDiskMissing()
const title = "the database full"

/**
 * The disk under the database fills up (issue 26, faults). Every table of the app lives in a tablespace on a
 * small file system of its own, which the test fills to the last byte: the server's next page extension
 * then fails with ENOSPC (`disk_full`), as on a real full disk, while its WAL and catalog (on the main disk)
 * carry on. Freeing the space needs no restart.
 */
describe.skipIf(skipReason)(skipReason ? `${title} (skipped: ${skipReason})` : title, () => {
  let disk: SmallDisk
  // registered before the servers' hooks: mounted before the database starts, unmounted after it is gone
  beforeAll(() => {
    disk = mountSmallDisk(48)
  })
  afterAll(() => {
    disk?.free()
    disk?.dispose()
  })
  const servers = useFaultServers({
    prepare: async (pg) => {
      const admin = await connectSql({ databaseUrl: pg.url })
      try {
        await admin.exec(`create tablespace small location '${disk.path}'`)
        // every session from now on (the app's pool included) creates its tables and indexes there
        await admin.exec("alter database postgres set default_tablespace = small")
      } finally {
        await admin.close()
      }
    },
  })

  /**
   * Rows of the tables a command writes in its transaction: the log and everything kept beside it (identity's
   * records, reservations, inline read models are written with the events). Read models the workers fill
   * later (`<table>__b<build>` of async projections) move on their own and are left out.
   */
  const commandTables = async () =>
    (await schemaTables(servers.check, servers.app.shared!.schema)).filter((table) => !/__b\d+$/.test(table))

  it("refuses commands with the 503 envelope, writes nothing, keeps reading, and resumes once there is room", async () => {
    const { app, check } = servers
    const operator = await app.token(["operator"])
    const create = (email: string) =>
      createUser(app, operator, email, { firstName: "Disk", lastName: "Full" })
    const reader = await app.agreedUser("reader", ["gov"])
    const tables = await commandTables()

    disk.fill()
    expect(disk.freeBytes()).toBe(0)
    // The pages in use still have some room: commands go through until one needs a new page.
    let refusedEmail: string | undefined
    let accepted = 0
    for (let i = 0; i < 500 && !refusedEmail; i++) {
      const email = `full${i}@faults.ignite.local`
      const before = await rowCounts(check, tables)
      const response = await create(email)
      if (response.status === 201) {
        accepted++
        continue
      }
      expect(response.status, email).toBe(503)
      expect(await response.json()).toEqual(unavailable)
      // nothing half-written: the log and the records beside it are as they were
      expect(await rowCounts(check, tables)).toEqual(before)
      refusedEmail = email
    }
    expect(refusedEmail, "a command refused before 500 users were created").toBeDefined()
    // the same command again needs the same page: refused again, still with nothing written
    const before = await rowCounts(check, tables)
    expect((await create(refusedEmail!)).status).toBe(503)
    expect(await rowCounts(check, tables)).toEqual(before)

    // reads go on
    const current = await app.request("/api/v1/current_user", { token: reader.token })
    expect(current.status).toBe(200)
    expect(await current.json()).toMatchObject({ email: "reader@test.ignite.local" })
    expect((await app.request("/api/v1/terms")).status).toBe(200)

    // room again: the same server and pool, no restart; the refused user was never half-created
    disk.free()
    expect((await create(refusedEmail!)).status).toBe(201)
    const signedIn = await signIn(app, refusedEmail!)
    expect(signedIn.status).toBe(200)
    // the workers, whose batches failed on the full disk meanwhile, retry and catch up
    await waitFor(
      async () => (await app.services.platform.projections.status()).every((lag) => lag.eventsBehind === 0),
      { timeoutMs: 30_000, message: "every read model to catch up once there is room" },
    )
    console.log(
      `Database full: ${accepted} commands fitted in the pages in use, then commands refused with 503 Unavailable and nothing written to ${tables.length} tables; reads served; commands accepted again once the space was freed`,
    )
  })
})
