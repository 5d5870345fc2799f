import type { AwardFacts } from "@ignite/contracts/events"
import { deciderSpec, fixedContext } from "@ignite/platform"
import { describe, it } from "vitest"
import type { AwardStreamEvent } from "./award"
import { type AwardCommand, awardDecider } from "./award.decide"

const now = new Date("2026-03-01T12:00:00.000Z")
const spec = deciderSpec(awardDecider, fixedContext(now))
const ids = { awardId: "awd-1", accountId: "acc-1", listingId: "lst-1" }
const facts: AwardFacts = {
  awardTitle: "Swarm autonomy for inspection drones",
  agency: "Department of Defense",
  branch: "Air Force",
  phase: "Phase I",
  program: "SBIR",
  agencyTrackingNumber: "F2-1234",
  contractNumber: "FA8650-24-C-1234",
  contractAwardDate: "2024-05-01",
  contractEndDate: null,
  solicitationNumber: "AF241-001",
  solicitationYear: 2024,
  topicCode: "AF241-0001",
  awardYear: 2024,
  awardAmount: 149999.5,
  state: "OH",
  awardAbstract: "Swarms.",
  piName: "Ada Lovelace",
  piTitle: "CTO",
  piPhone: "555-0100",
  piEmail: "ada@acme.example",
  researchInstitutionName: null,
  researchInstitutionPocName: null,
  researchInstitutionPocPhone: null,
}
const report: AwardCommand = {
  type: "ReportAward",
  ...ids,
  source: "sbir.gov",
  sourceKey: "DOD|F2-1234",
  facts,
}
const people = [
  "piName",
  "piTitle",
  "piPhone",
  "piEmail",
  "researchInstitutionPocName",
  "researchInstitutionPocPhone",
]
const recorded: AwardStreamEvent = {
  type: "AwardRecorded",
  data: { ...ids, source: "sbir.gov", sourceKey: "DOD|F2-1234", recordedAt: now.toISOString(), ...facts },
  personal: { subject: "acc-1", fields: people },
}

describe("award decider", () => {
  it("records the first report of an award, its people sealed with the company's key", () => {
    spec.given([]).when(report).thenEvents([recorded])
  })

  it("changes nothing when the same facts are reported again", () => {
    spec.given([recorded]).when(report).thenEvents([])
  })

  it("amends only the facts that changed, sealing only the people among them", () => {
    spec
      .given([recorded])
      .when({ ...report, facts: { ...facts, awardAmount: 155000, contractEndDate: "2025-01-31" } })
      .thenEvents([
        {
          type: "AwardAmended",
          data: { ...ids, amendedAt: now.toISOString(), contractEndDate: "2025-01-31", awardAmount: 155000 },
          personal: undefined,
        },
      ])
    spec
      .given([recorded])
      .when({ ...report, facts: { ...facts, piEmail: "lovelace@acme.example" } })
      .thenEvents([
        {
          type: "AwardAmended",
          data: { ...ids, amendedAt: now.toISOString(), piEmail: "lovelace@acme.example" },
          personal: { subject: "acc-1", fields: ["piEmail"] },
        },
      ])
  })

  it("folds amendments on top of the recorded facts", () => {
    const amended: AwardStreamEvent = {
      type: "AwardAmended",
      data: { ...ids, amendedAt: now.toISOString(), awardAmount: 155000 },
    }
    spec
      .given([recorded, amended])
      .when(report)
      .thenEvents([
        {
          type: "AwardAmended",
          data: { ...ids, amendedAt: now.toISOString(), awardAmount: 149999.5 },
          personal: undefined,
        },
      ])
  })
})
