import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { accountEvents } from "./accounts"
import { artifactEvents } from "./artifacts"
import { awardEvents } from "./awards"
import type { EventContracts } from "./define"
import { govUserEvents } from "./govusers"
import { identityEvents } from "./identity"
import { eventContracts } from "./index"
import { listingEvents, listingViewEvents } from "./listings"
import { policyEvents } from "./policies"
import { referenceEvents } from "./reference"

const domains: Record<string, EventContracts> = {
  identity: identityEvents,
  policies: policyEvents,
  accounts: accountEvents,
  reference: referenceEvents,
  govusers: govUserEvents,
  listings: listingEvents,
  listingViews: listingViewEvents,
  awards: awardEvents,
  artifacts: artifactEvents,
}

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
    const decode = Schema.decodeUnknownSync(identityEvents.UserRegistered.data)
    expect(decode(registered)).toEqual(registered)
    expect(() => decode({ ...registered, roles: ["pirate"] })).toThrow()
    expect(() =>
      Schema.decodeUnknownSync(policyEvents.PolicySigned.data)({
        userId: "u-1",
        kind: "antiSpam",
        documentId: "d",
        signedAt: "2026-01-01T00:00:00.000Z",
      }),
    ).toThrow()
  })
})
