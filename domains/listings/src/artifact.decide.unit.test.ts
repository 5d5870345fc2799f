import { artifactMessages } from "@ignite/contracts"
import type { ArtifactContent } from "@ignite/contracts/events"
import { deciderSpec, fixedContext } from "@ignite/platform"
import { describe, expect, it } from "vitest"
import type { ArtifactEvent } from "./artifact"
import { type ArtifactCommand, artifactDecider } from "./artifact.decide"
import type { ArtifactForm } from "./artifact-form"

const spec = deciderSpec(artifactDecider, fixedContext(new Date("2026-03-01T12:00:00.000Z")))
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`
const identity = { artifactId: "art-1", listingId: "lst-1", accountId: "acc-1" }
const pdf = { path: "/files/attachments/a.pdf", mimeType: "application/pdf", bytes: 321 }

const form: ArtifactForm = {
  name: "  Inspection robots ",
  description: "Robots that crawl tanks and pipes.",
  url: "https://acme.example/robots",
  listingArtifactTechnologyTypesAttributes: [{ technologyTypeId: "3" }, { technologyTypeId: "7" }],
  listingArtifactAttachmentsAttributes: [{ name: "Brochure", file: pdf }],
  listingArtifactLinksAttributes: [{ name: "Demo video", url: "https://video.example/demo" }],
}
const content: ArtifactContent = {
  name: "Inspection robots",
  description: "Robots that crawl tanks and pipes.",
  url: "https://acme.example/robots",
  logoPath: null,
  startDate: null,
  endDate: null,
  technologyTypeIds: ["3", "7"],
  attachments: [{ id: id(1), name: "Brochure", description: null, ...pdf }],
  links: [{ id: id(2), name: "Demo video", description: null, url: "https://video.example/demo" }],
}
const created: ArtifactEvent = {
  type: "ListingArtifactCreated",
  data: { ...identity, kind: "service", createdBy: "u-1", artifact: content },
}
const create = (f: ArtifactForm, kind: "service" | "product" | "use_case" = "service"): ArtifactCommand => ({
  type: "CreateArtifact",
  ...identity,
  kind,
  by: "u-1",
  form: f,
})
const edit = (f: ArtifactForm): ArtifactCommand => ({
  type: "EditArtifact",
  listingId: "lst-1",
  kind: "service",
  by: "u-2",
  form: f,
})
const issuesOf = (command: ArtifactCommand, history: ArtifactEvent[] = []) =>
  spec.given(history).when(command).thenFails("ValidationFailed").details

describe("artifact decider", () => {
  it("creates a service with its technology types, attachments and links, ids minted", () => {
    spec.given([]).when(create(form)).thenEvents([created])
  })

  it("refuses short names and descriptions and a bad url, each with the spec's text", () => {
    expect(issuesOf(create({ ...form, name: " x ", description: "y", url: "acme" }))).toEqual([
      { path: "name", message: "Must be a minimum of 2 characters", code: "insufficient_length" },
      { path: "description", message: "Must be at least 2 characters", code: "insufficient_length" },
      { path: "url", message: "Invalid url", code: "invalid_url" },
    ])
    // an empty url means none
    spec
      .given([])
      .when(create({ ...form, url: "" }))
      .thenState((state) => {
        expect(state.status === "live" && state.content.url).toBeNull()
      })
  })

  it("needs a name and a valid url for every link", () => {
    expect(
      issuesOf(
        create({ ...form, listingArtifactLinksAttributes: [{ name: "a", url: "javascript:alert(1)" }] }),
      ),
    ).toEqual([
      {
        path: "listingArtifactLinksAttributes.0.name",
        message: artifactMessages.minimumTwo,
        code: "insufficient_length",
      },
      { path: "listingArtifactLinksAttributes.0.url", message: "Invalid url", code: "invalid_url" },
    ])
  })

  it("needs a file for every new attachment, not for an existing one", () => {
    expect(
      issuesOf(create({ ...form, listingArtifactAttachmentsAttributes: [{ name: "Spec sheet" }] })),
    ).toEqual([
      { path: "listingArtifactAttachmentsAttributes.0.file", message: "required", code: "required" },
    ])
    spec
      .given([created])
      .when(
        edit({ ...form, listingArtifactAttachmentsAttributes: [{ id: id(1), name: "Renamed brochure" }] }),
      )
      .thenState((state) => {
        expect(state.status === "live" && state.content.attachments).toEqual([
          { id: id(1), name: "Renamed brochure", description: null, ...pdf },
        ])
      })
  })

  it("keeps an uploaded file's name, and an existing attachment's name when no new file is sent", () => {
    const named = { ...pdf, fileName: "brochure.pdf" }
    const withName: ArtifactEvent = {
      ...created,
      data: {
        ...created.data,
        artifact: { ...content, attachments: [{ id: id(1), name: "Brochure", description: null, ...named }] },
      },
    }
    spec
      .given([])
      .when(create({ ...form, listingArtifactAttachmentsAttributes: [{ name: "Brochure", file: named }] }))
      .thenEvents([withName])
    spec
      .given([withName])
      .when(edit({ ...form, listingArtifactAttachmentsAttributes: [{ id: id(1), name: "Brochure v2" }] }))
      .thenState((state) => {
        expect(state.status === "live" && state.content.attachments[0]).toMatchObject({
          name: "Brochure v2",
          fileName: "brochure.pdf",
        })
      })
  })

  it("takes technology types for services and products only, dates for use cases only", () => {
    expect(issuesOf(create({ ...form, startDate: "2025-01-01" }, "product"))).toEqual([
      { path: "startDate", message: artifactMessages.notForKind, code: "not_for_kind" },
    ])
    expect(issuesOf(create(form, "use_case"))).toEqual([
      {
        path: "listingArtifactTechnologyTypesAttributes",
        message: artifactMessages.notForKind,
        code: "not_for_kind",
      },
    ])
  })

  it("keeps a use case's dates and refuses an end before its start", () => {
    const useCase = { ...form, listingArtifactTechnologyTypesAttributes: undefined }
    expect(
      issuesOf(create({ ...useCase, startDate: "2025-06-01", endDate: "2025-05-31" }, "use_case")),
    ).toEqual([
      { path: "endDate", message: "End date must be on or after the start date", code: "end_before_start" },
    ])
    spec
      .given([])
      .when(create({ ...useCase, startDate: "2025-06-01T00:00:00Z", endDate: "2025-06-01" }, "use_case"))
      .thenState((state) => {
        expect(state.status === "live" && [state.content.startDate, state.content.endDate]).toEqual([
          "2025-06-01",
          "2025-06-01",
        ])
      })
  })

  it("applies destroy flags and additions to nested items, keeps what the form does not name", () => {
    spec
      .given([created])
      .when(
        edit({
          ...form,
          name: "Inspection robots",
          listingArtifactTechnologyTypesAttributes: [
            { id: "3", technologyTypeId: "3", destroy: true },
            { technologyTypeId: "9" },
          ],
          listingArtifactLinksAttributes: [
            { id: id(2), name: "Demo video", url: "https://video.example/demo", destroy: true },
            { name: "Case study", url: "https://acme.example/case", description: " Tank farm " },
          ],
          listingArtifactAttachmentsAttributes: undefined,
        }),
      )
      .thenEvents([
        {
          type: "ListingArtifactEdited",
          data: {
            ...identity,
            kind: "service",
            editedBy: "u-2",
            artifact: {
              ...content,
              technologyTypeIds: ["7", "9"],
              links: [
                { id: id(1), name: "Case study", description: "Tank farm", url: "https://acme.example/case" },
              ],
            },
          },
        },
      ])
  })

  it("refuses a nested item naming an id the artifact does not have", () => {
    expect(
      issuesOf(
        edit({
          ...form,
          listingArtifactLinksAttributes: [
            { id: "nope", name: "Gone", url: "https://x.example", destroy: true },
          ],
          listingArtifactAttachmentsAttributes: [{ id: "nope", name: "Gone", destroy: true }],
          listingArtifactTechnologyTypesAttributes: [{ id: "42", technologyTypeId: "42", destroy: true }],
        }),
        [created],
      ),
    ).toEqual([
      {
        path: "listingArtifactLinksAttributes.0.id",
        message: artifactMessages.unknownItem,
        code: "unknown_item",
      },
      {
        path: "listingArtifactAttachmentsAttributes.0.id",
        message: artifactMessages.unknownItem,
        code: "unknown_item",
      },
      {
        path: "listingArtifactTechnologyTypesAttributes.0.id",
        message: artifactMessages.unknownItem,
        code: "unknown_item",
      },
    ])
  })

  it("records nothing when an edit changes nothing, and a new logo when one was stored", () => {
    spec
      .given([created])
      .when(
        edit({
          ...form,
          listingArtifactAttachmentsAttributes: undefined,
          listingArtifactLinksAttributes: undefined,
          listingArtifactTechnologyTypesAttributes: undefined,
        }),
      )
      .thenEvents([])
    spec
      .given([created])
      .when({
        ...edit({ ...form, listingArtifactAttachmentsAttributes: [] }),
        logoPath: "/files/logos/l.jpg",
      } as ArtifactCommand)
      .thenState((state) => {
        expect(state.status === "live" && state.content.logoPath).toBe("/files/logos/l.jpg")
      })
  })

  it("removes an artifact once; a removed, unknown or misaddressed one is not found", () => {
    const remove: ArtifactCommand = { type: "RemoveArtifact", listingId: "lst-1", kind: "service", by: "u-2" }
    const removed: ArtifactEvent = {
      type: "ListingArtifactRemoved",
      data: { ...identity, kind: "service", removedBy: "u-2" },
    }
    spec.given([created]).when(remove).thenEvents([removed])
    spec.given([created, removed]).when(remove).thenFails("ArtifactNotFound")
    spec.given([created, removed]).when(edit(form)).thenFails("ArtifactNotFound")
    spec.given([]).when(edit(form)).thenFails("ArtifactNotFound")
    spec
      .given([created])
      .when({ ...remove, listingId: "lst-2" })
      .thenFails("ArtifactNotFound")
    spec
      .given([created])
      .when({ ...remove, kind: "product" })
      .thenFails("ArtifactNotFound")
    spec.given([created]).when(create(form)).thenFails("Conflict")
  })
})
