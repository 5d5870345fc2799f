import { AuditEvent, FileAddress, ListingArtifact, StoredFile } from "@ignite/contracts"
import type { FileAddresses } from "@ignite/platform"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { answerOf } from "./answer"
import { answeringWith } from "./file-addresses"

/** Marks what it signs, so a test sees exactly which strings were. */
const marking: FileAddresses = {
  sign: (path) => (path.startsWith("/files/") && !path.includes("?") ? `${path}?signed` : path),
  check: () => ({ status: "invalid" }),
}
const answered = <S extends Schema.Top>(schema: S, value: unknown) =>
  answeringWith(marking, () => answerOf(schema, value, "a test"))

const artifact = {
  id: "a1",
  listingId: "l1",
  kind: "service",
  name: "Brochure",
  description: "A service",
  url: "/files/not-marked-so-not-signed.jpg",
  logo: { path: "/files/logos/l.jpg" },
  startDate: null,
  endDate: null,
  listingArtifactAttachments: [
    {
      id: "f1",
      name: "One",
      description: null,
      file: { path: "/files/attachments/1.pdf", mimeType: "application/pdf", bytes: 1, fileName: null },
    },
    {
      id: "f2",
      name: "Two",
      description: null,
      file: { path: "/files/attachments/2.png", mimeType: "image/png", bytes: 2, fileName: "2.png" },
    },
  ],
  listingArtifactLinks: [],
  listingArtifactTechnologyTypes: [],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
}

describe("file addresses in answers", () => {
  it("signs every address the contract marks, however nested, and nothing else", () => {
    const Page = Schema.Struct({ data: Schema.Array(ListingArtifact) })
    const page = answered(Page, {
      data: [artifact, { ...artifact, id: "a2", logo: null, listingArtifactAttachments: [] }],
    }) as typeof Page.Encoded
    const [first, second] = page.data
    expect(first!.logo).toEqual({ path: "/files/logos/l.jpg?signed" })
    expect(first!.listingArtifactAttachments.map((a) => a.file.path)).toEqual([
      "/files/attachments/1.pdf?signed",
      "/files/attachments/2.png?signed",
    ])
    expect(first!.url).toBe("/files/not-marked-so-not-signed.jpg")
    expect(second!.logo).toBeNull()
  })

  it("never changes the value it was given (read models' cached objects)", () => {
    const logo = { path: "/files/logos/l.jpg" }
    expect(answered(Schema.Struct({ logo: StoredFile }), { logo })).toEqual({
      logo: { path: "/files/logos/l.jpg?signed" },
    })
    expect(logo.path).toBe("/files/logos/l.jpg")
  })

  it("signs behind optional keys, unions, records and transformations", () => {
    const Answer = Schema.Struct({
      count: Schema.FiniteFromString,
      maybe: Schema.optional(Schema.NullOr(StoredFile)),
      either: Schema.Union([Schema.Struct({ kind: Schema.Literal("none") }), StoredFile]),
      byName: Schema.Record(Schema.String, FileAddress),
    })
    expect(
      answered(Answer, {
        count: 3,
        maybe: { path: "/files/a.jpg" },
        either: { path: "/files/b.jpg" },
        byName: { c: "/files/c.jpg" },
      }),
    ).toEqual({
      count: "3",
      maybe: { path: "/files/a.jpg?signed" },
      either: { path: "/files/b.jpg?signed" },
      byName: { c: "/files/c.jpg?signed" },
    })
  })

  it("leaves the audit trail's recorded data as it was recorded", () => {
    const event = {
      eventId: "e1",
      globalPosition: 1,
      streamId: "listing-l1",
      streamType: "listing",
      streamVersion: 1,
      eventType: "ListingEdited",
      schemaVersion: 1,
      recordedAt: "2026-01-01T00:00:00.000Z",
      occurredAt: "2026-01-01T00:00:00.000Z",
      actorId: null,
      requestId: null,
      correlationId: null,
      causationId: null,
      data: { logoPath: "/files/logos/l.jpg", file: { path: "/files/attachments/1.pdf" } },
      personal: null,
    }
    const encoded = answeringWith(marking, () => answerOf(AuditEvent, event, "a test")) as { data: unknown }
    expect(encoded.data).toEqual(event.data)
  })

  it("refuses to encode addresses outside a request, where no one could load them", () => {
    expect(() => answerOf(StoredFile, { path: "/files/logos/l.jpg" }, "a push")).toThrow(
      /a push carries file addresses outside a request/,
    )
    // answers without addresses need no request
    expect(answerOf(Schema.Struct({ n: Schema.Number }), { n: 1 }, "a count")).toEqual({ n: 1 })
  })
})
