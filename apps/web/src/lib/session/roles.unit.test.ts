import { describe, expect, it } from "vitest"
import { canAudit, homeOf } from "./roles"

describe("each role's home", () => {
  it("is the marketplace search for government users, the storefront for company users, the admin screens for admins", () => {
    expect(homeOf({ userRoles: ["gov"], accountId: null })).toBe("search")
    expect(homeOf({ userRoles: ["ignite"], accountId: "a-1" })).toBe("storefront")
    expect(homeOf({ userRoles: ["admin"], accountId: null })).toBe("admin")
  })

  it("is the event history for a user whose only role is auditor (issue 22)", () => {
    expect(homeOf({ userRoles: ["auditor"], accountId: null })).toBe("audit")
  })

  it("is the first that applies to a user of several roles, and a welcome for a user of none", () => {
    expect(homeOf({ userRoles: ["auditor", "admin"], accountId: null })).toBe("admin")
    expect(homeOf({ userRoles: ["ignite", "auditor"], accountId: "a-1" })).toBe("storefront")
    expect(homeOf({ userRoles: ["admin", "gov"], accountId: null })).toBe("search")
    expect(homeOf({ userRoles: ["admin", "ignite"], accountId: "a-1" })).toBe("storefront")
    expect(homeOf({ userRoles: ["ignite"], accountId: null })).toBe("welcome")
    expect(homeOf({ userRoles: [], accountId: null })).toBe("welcome")
  })
})

describe("who reads the event history", () => {
  it("is auditors and admins, no one else", () => {
    expect(canAudit(["auditor"])).toBe(true)
    expect(canAudit(["admin"])).toBe(true)
    expect(canAudit(["gov"])).toBe(false)
    expect(canAudit(["ignite"])).toBe(false)
    expect(canAudit([])).toBe(false)
  })
})
