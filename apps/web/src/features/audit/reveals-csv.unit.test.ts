import { describe, expect, it } from "vitest"
import { revealsCsv } from "./reveals-csv"
import { streamSearchOf } from "./stream-search"

describe("the record of reveals as CSV", () => {
  it("writes a header and a line per reveal, the reason quoted when it holds a comma", () => {
    expect(
      revealsCsv([
        {
          id: "r1",
          auditorId: "a1",
          auditorName: "Audra Auditor",
          subject: "u1",
          reason: "Ticket 12, who renamed them",
          revealedAt: "2024-01-01T10:00:00.000Z",
          expiresAt: "2024-01-01T10:15:00.000Z",
        },
      ]),
    ).toBe(
      "Auditor,Auditor id,Subject,Reason,Revealed at,Open until\r\n" +
        'Audra Auditor,a1,u1,"Ticket 12, who renamed them",2024-01-01T10:00:00.000Z,2024-01-01T10:15:00.000Z\r\n',
    )
  })
})

describe("a stream timeline's address", () => {
  it("holds an as-of moment in UTC, or none", () => {
    expect(streamSearchOf({ asOf: "2024-03-05T14:07:00+02:00" })).toEqual({
      asOf: "2024-03-05T12:07:00.000Z",
    })
    expect(streamSearchOf({ asOf: "soon" })).toEqual({})
    expect(streamSearchOf({})).toEqual({})
  })
})
