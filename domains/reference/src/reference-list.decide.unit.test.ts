import { AppError } from "@ignite/contracts"
import type { ReferenceListKind } from "@ignite/contracts/events"
import { fold } from "@ignite/platform"
import { describe, expect, it } from "vitest"
import type { ReferenceListEvent } from "./reference-list"
import { type ReferenceListCommand, referenceListDecider } from "./reference-list.decide"

const ctx = { now: new Date("2026-01-01T00:00:00Z"), newId: () => "new-id", actorId: "admin-1" }

const given = (kind: ReferenceListKind, events: ReferenceListEvent[] = []) => ({
  when: (command: ReferenceListCommand) => {
    const decider = referenceListDecider(kind)
    return decider.decide(command, fold(decider, events), ctx)
  },
})

const added: ReferenceListEvent = {
  type: "ReferenceItemAdded",
  data: { kind: "technologyTypes", itemId: "new-id", name: "Photonics", addedBy: "admin-1" },
}

describe("reference lists", () => {
  it("adds an item under a new id", () => {
    expect(
      given("technologyTypes").when({ type: "AddReferenceItem", name: " Photonics ", adminId: "admin-1" }),
    ).toEqual([added])
  })

  it("refuses a name the list has, shipped or added, whatever its case", () => {
    for (const name of ["cybersecurity", "PHOTONICS"]) {
      const decided = given("technologyTypes", [added]).when({
        type: "AddReferenceItem",
        name,
        adminId: "admin-1",
      })
      expect(decided).toBeInstanceOf(AppError)
      expect((decided as AppError).details).toEqual([{ path: "name", message: "has already been taken" }])
    }
  })

  it("needs an organisation's long name and a known category", () => {
    const base = { type: "AddReferenceItem", name: "USCG", adminId: "admin-1" } as const
    expect((given("govUserOrganizations").when(base) as AppError).details?.[0]?.path).toBe("longName")
    expect(
      (
        given("govUserOrganizations").when({
          ...base,
          longName: "U.S. Coast Guard",
          categoryId: "9",
        }) as AppError
      ).details?.[0]?.path,
    ).toBe("categoryId")
    expect(
      given("govUserOrganizations").when({ ...base, longName: "U.S. Coast Guard", categoryId: "2" }),
    ).toEqual([
      {
        type: "ReferenceItemAdded",
        data: {
          kind: "govUserOrganizations",
          itemId: "new-id",
          name: "USCG",
          longName: "U.S. Coast Guard",
          categoryId: "2",
          addedBy: "admin-1",
        },
      },
    ])
  })

  it("renames shipped and added items in place, keeping their ids", () => {
    const renamed = given("technologyTypes", [added]).when({
      type: "RenameReferenceItem",
      itemId: "1",
      name: "Advanced Computing",
      adminId: "admin-1",
    })
    expect(renamed).toEqual([
      {
        type: "ReferenceItemRenamed",
        data: { kind: "technologyTypes", itemId: "1", name: "Advanced Computing", renamedBy: "admin-1" },
      },
    ])
    const decider = referenceListDecider("technologyTypes")
    const state = fold(decider, [added, ...(renamed as ReferenceListEvent[])])
    expect(state.items[0]).toEqual({ id: "1", name: "Advanced Computing" })
    expect(state.items.at(-1)).toEqual({ id: "new-id", name: "Photonics" })
  })

  it("decides nothing for the same name again, and refuses an unknown item or a taken name", () => {
    const rename = { type: "RenameReferenceItem", adminId: "admin-1" } as const
    expect(given("technologyTypes").when({ ...rename, itemId: "6", name: "Cybersecurity" })).toEqual([])
    expect(
      (given("technologyTypes").when({ ...rename, itemId: "nope", name: "X-ray" }) as AppError).code,
    ).toBe("NotFound")
    expect(given("technologyTypes").when({ ...rename, itemId: "6", name: "quantum science" })).toBeInstanceOf(
      AppError,
    )
  })
})
