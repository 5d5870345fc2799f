import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import type { EventContracts } from "./define"
import { eventContracts, eventContractsByDomain } from "./index"

const domains: Record<string, EventContracts> = eventContractsByDomain

describe("event contracts", () => {
  it("name every event type once across all domains", () => {
    const types = Object.values(domains).flatMap((contracts) => Object.keys(contracts))
    expect(types.filter((type, i) => types.indexOf(type) !== i)).toEqual([])
    expect(Object.keys(eventContracts).sort()).toEqual([...types].sort())
  })

  it("mark as personal only fields their payload has, and give every contract a version from 1", () => {
    for (const [type, contract] of Object.entries(eventContracts)) {
      expect(contract.version, type).toBeGreaterThanOrEqual(1)
      const fields = Object.keys((contract.data as unknown as Schema.Struct<Schema.Struct.Fields>).fields)
      for (const field of (contract as { personal?: readonly string[] }).personal ?? [])
        expect(fields, `${type}.${field}`).toContain(field)
    }
  })

  it("decode the payloads deciders write and refuse ones that break the contract", () => {
    const registered = {
      userId: "u-1",
      email: "ada@example.gov",
      firstName: "Ada",
      lastName: "Lovelace",
      title: null,
      timezone: null,
      roles: ["gov"],
      accountId: null,
      confirmed: false,
      registeredAt: "2026-01-01T00:00:00.000Z",
    }
    const decode = Schema.decodeUnknownSync(eventContracts.UserRegistered.data)
    expect(decode(registered)).toEqual(registered)
    expect(() => decode({ ...registered, roles: ["pirate"] })).toThrow()
    expect(() =>
      Schema.decodeUnknownSync(eventContracts.PolicySigned.data)({
        userId: "u-1",
        kind: "antiSpam",
        documentId: "d",
        signedAt: "2026-01-01T00:00:00.000Z",
      }),
    ).toThrow()
  })
})
