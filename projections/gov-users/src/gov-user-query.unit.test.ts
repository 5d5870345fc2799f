import { connectorTier, serviceYearsBucket } from "@ignite/contracts"
import { describe, expect, it } from "vitest"
import { govUserOf, highlightOf } from "./gov-user-query"

const now = new Date("2026-06-15T12:00:00.000Z")
const names = {
  organization: (id: string) =>
    id === "1" ? { id, name: "Army", longName: "United States Army" } : undefined,
  technologyType: (id: string) => (id === "3" ? { id, name: "AI" } : undefined),
}
const row = {
  id: "u-1",
  first_name: "Pat",
  last_name: "Rivera",
  title: "PM",
  timezone: "America/New_York",
  headshot_path: null,
  allow_message_requests: true,
  last_active_at: null as string | null,
  gov_user_organization_id: "1",
  technology_type_ids: ["3", "gone"],
  classification_ids: ["1", "unknown"],
  lines_of_effort: '[{"id":"l1","details":"Line"}]',
  profile_detail: "<p>Hi</p>",
  interaction_detail: null,
  city: "Dayton",
  state_or_province: "OH",
  country: "US",
  gov_employee_since_year: 2010 as number | null,
  vision_user_id: null,
}

describe("the government user DTO's derived fields", () => {
  it("is active when the last sign-in is within 90 days", () => {
    const active = (at: string | null) => govUserOf({ ...row, last_active_at: at }, names, now).isActive
    expect(active(null)).toBe(false)
    expect(active("2026-03-17T12:00:00.000Z")).toBe(true)
    expect(active("2026-03-17T11:59:59.000Z")).toBe(false)
  })

  it("buckets years of service from govEmployeeSinceYear; none hides it", () => {
    const bucket = (year: number | null) =>
      govUserOf({ ...row, gov_employee_since_year: year }, names, now).serviceYears
    expect([2026, 2021, 2020, 2016, 2015, 2011, 2010, 2006, 2005, 1980, null].map(bucket)).toEqual([
      "0-5",
      "0-5",
      "6-10",
      "6-10",
      "11-15",
      "11-15",
      "16-20",
      "16-20",
      "20+",
      "20+",
      null,
    ])
    expect(serviceYearsBucket(undefined, 2026)).toBeNull()
  })

  it("gives connector tiers at 1, 5, 10, 25 and 50 active threads (0 until chat exists)", () => {
    expect([0, 1, 4, 5, 9, 10, 24, 25, 49, 50, 500].map((n) => connectorTier(n)?.badge ?? null)).toEqual([
      null,
      "1+",
      "1+",
      "5+",
      "5+",
      "10+",
      "10+",
      "25+",
      "25+",
      "50+",
      "50+",
    ])
    expect(connectorTier(25)?.name).toBe("Ultra Connector")
    const user = govUserOf(row, names, now)
    expect(user).toMatchObject({ activeChatThreadsCount: 0, connector: null })
  })

  it("names the organisation, technology types and classifications; unknown ids drop out", () => {
    const user = govUserOf(row, names, now)
    expect(user.technologyTypes).toEqual([{ id: "3", name: "AI" }])
    expect(user.govUserExtendedData.govUserOrganization).toEqual({
      id: "1",
      name: "Army",
      longName: "United States Army",
    })
    expect(user.govUserExtendedData.govUserClassifications).toEqual([
      {
        id: "1",
        description: "Contracting Officer",
        govUserClassificationCategory: { id: "1", name: "Acquisition" },
      },
    ])
    expect(user.govUserExtendedData.linesOfEffort).toEqual([{ id: "l1", details: "Line" }])
  })

  it("escapes the highlighted snippet; only the match marks become <b>", () => {
    expect(highlightOf("a <script>x</script> HLSTART7QthermalHLSTOP7Q & more")).toBe(
      "a &lt;script&gt;x&lt;/script&gt; <b>thermal</b> &amp; more",
    )
    expect(highlightOf(null)).toBeNull()
  })
})
