import { type ArtifactKind, artifactCollections, artifactMessages } from "@ignite/contracts"
import { describe, expect, it } from "vitest"
import { aService } from "./artifact-fixtures"
import {
  type ArtifactFormValues,
  artifactFormData,
  artifactFormErrors,
  emptyArtifactForm,
  formErrorsOf,
  formPathOf,
  formValuesOf,
  newAttachmentRow,
  newLinkRow,
  stepOfField,
  withAttachmentFile,
  withoutRow,
} from "./artifact-form"
import { collectionOfKind, formPrefixOf, kindOfType, typeOfKind } from "./artifact-kinds"
import { attachmentFileError, maxAttachmentBytes } from "./attachment-file"

const artifact = aService({
  listingArtifactLinks: [{ id: "link-1", name: "Site", description: "Ours", url: "https://drill.example" }],
})

const file = (name: string, type: string, size = 10) => {
  const made = new File(["x"], name, { type })
  Object.defineProperty(made, "size", { value: size })
  return made
}

const valid: ArtifactFormValues = { ...emptyArtifactForm, name: "Drilling", description: "We drill." }
const errorsOf = (patch: Partial<ArtifactFormValues>, kind: ArtifactKind = "service") =>
  artifactFormErrors(kind, { ...valid, ...patch })

describe("the artifact form's rules (spec 02 §5)", () => {
  it("says the spec's texts for short names and descriptions and bad urls", () => {
    expect(errorsOf({})).toEqual({})
    expect(errorsOf({ name: "a" }).name).toBe(artifactMessages.minimumTwo)
    expect(errorsOf({ name: " ab " }).name).toBeUndefined()
    expect(errorsOf({ description: "x" }).description).toBe(artifactMessages.descriptionMinimum)
    expect(errorsOf({ url: "" }).url).toBeUndefined()
    expect(errorsOf({ url: "not a url" }).url).toBe(artifactMessages.invalidUrl)
    expect(errorsOf({ url: "ftp://drill.example" }).url).toBe(artifactMessages.invalidUrl)
    expect(errorsOf({ url: "https://drill.example/a" }).url).toBeUndefined()
  })

  it("wants a file for every new attachment, not for an existing or removed one", () => {
    const attachments = [
      { ...newAttachmentRow(), name: "Spec" },
      { ...formValuesOf(artifact).attachments[0]!, destroy: false },
    ]
    expect(errorsOf({ attachments })).toEqual({ "attachments.0.file": artifactMessages.fileRequired })
    expect(errorsOf({ attachments: [{ ...newAttachmentRow(), destroy: true }] })).toEqual({})
    expect(
      errorsOf({
        attachments: [
          { ...attachments[0]!, file: file("big.pdf", "application/pdf", maxAttachmentBytes + 1) },
        ],
      })["attachments.0.file"],
    ).toBe(artifactMessages.fileTooLarge)
  })

  it("wants a name and a valid url for every link", () => {
    expect(errorsOf({ links: [{ ...newLinkRow(), url: "drill" }] })).toEqual({
      "links.0.name": artifactMessages.minimumTwo,
      "links.0.url": artifactMessages.invalidUrl,
    })
    expect(errorsOf({ links: [{ ...newLinkRow(), name: "Docs", url: "https://drill.example" }] })).toEqual({})
    expect(errorsOf({ links: [{ ...newLinkRow(), destroy: true }] })).toEqual({})
  })

  it("keeps a use case's end on or after its start", () => {
    expect(errorsOf({ startDate: "2026-02-01", endDate: "2026-01-31" }, "use_case").endDate).toBe(
      artifactMessages.endBeforeStart,
    )
    expect(errorsOf({ startDate: "2026-02-01", endDate: "2026-02-01" }, "use_case").endDate).toBeUndefined()
  })

  it("names an unnamed attachment after its chosen file, and keeps a name already given", () => {
    const unnamed = newAttachmentRow()
    const named = { ...newAttachmentRow(), name: "Brochure" }
    const pdf = file("spec.sheet.pdf", "application/pdf")
    const rows = withAttachmentFile(withAttachmentFile([unnamed, named], unnamed.key, pdf), named.key, pdf)
    expect(rows.map((row) => [row.name, row.file])).toEqual([
      ["spec.sheet", pdf],
      ["Brochure", pdf],
    ])
  })
})

describe("attachment files", () => {
  it("checks the 10 MB limit first, then the accepted types by type or extension", () => {
    expect(attachmentFileError(file("a.pdf", "application/pdf", maxAttachmentBytes))).toBeUndefined()
    expect(attachmentFileError(file("a.exe", "application/x-msdownload", maxAttachmentBytes + 1))).toBe(
      artifactMessages.fileTooLarge,
    )
    expect(attachmentFileError(file("a.exe", "application/x-msdownload"))).toBe(artifactMessages.fileType)
    expect(attachmentFileError(file("data.csv", ""))).toBeUndefined()
    expect(attachmentFileError(file("notes.txt", "text/plain"))).toBeUndefined()
  })
})

describe("removing rows (spec 02 §4)", () => {
  it("marks an existing row destroyed and deletes a new one", () => {
    const existing = formValuesOf(artifact).links
    const fresh = newLinkRow()
    const rows = [...existing, fresh]
    expect(withoutRow(rows, fresh.key)).toEqual(existing)
    expect(withoutRow(rows, "link-1")).toEqual([{ ...existing[0], destroy: true }, fresh])
  })
})

describe("the multipart body", () => {
  it("nests every field under the kind's prefix, sends removed rows with destroy and new files by name", () => {
    const values = formValuesOf(artifact)
    const pdf = file("spec.pdf", "application/pdf")
    const body = artifactFormData(
      "service",
      {
        ...values,
        url: " https://drill.example ",
        technologyTypeIds: ["t-2"],
        attachments: [
          { ...values.attachments[0]!, destroy: true },
          { ...newAttachmentRow(), name: "Spec", file: pdf },
        ],
        links: [...values.links, { ...newLinkRow(), name: "Docs", url: "https://docs.example" }],
      },
      ["t-1"],
    )
    const entries = [...body.entries()].map(([name, value]) => [
      name,
      typeof value === "string" ? value : "FILE",
    ])
    expect(entries).toEqual([
      ["listing_service[name]", "Drilling"],
      ["listing_service[description]", "We drill."],
      ["listing_service[url]", "https://drill.example"],
      ["listing_service[listingArtifactTechnologyTypesAttributes][0][technologyTypeId]", "t-2"],
      ["listing_service[listingArtifactTechnologyTypesAttributes][1][technologyTypeId]", "t-1"],
      ["listing_service[listingArtifactTechnologyTypesAttributes][1][destroy]", "true"],
      ["listing_service[listingArtifactAttachmentsAttributes][0][id]", "att-1"],
      ["listing_service[listingArtifactAttachmentsAttributes][0][destroy]", "true"],
      ["listing_service[listingArtifactAttachmentsAttributes][0][name]", "Brochure"],
      ["listing_service[listingArtifactAttachmentsAttributes][0][description]", ""],
      ["listing_service[listingArtifactAttachmentsAttributes][1][name]", "Spec"],
      ["listing_service[listingArtifactAttachmentsAttributes][1][description]", ""],
      ["listing_service[listingArtifactAttachmentsAttributes][1][file]", "FILE"],
      ["listing_service[listingArtifactLinksAttributes][0][id]", "link-1"],
      ["listing_service[listingArtifactLinksAttributes][0][name]", "Site"],
      ["listing_service[listingArtifactLinksAttributes][0][description]", "Ours"],
      ["listing_service[listingArtifactLinksAttributes][0][url]", "https://drill.example"],
      ["listing_service[listingArtifactLinksAttributes][1][name]", "Docs"],
      ["listing_service[listingArtifactLinksAttributes][1][description]", ""],
      ["listing_service[listingArtifactLinksAttributes][1][url]", "https://docs.example"],
    ])
    expect((body.get("listing_service[listingArtifactAttachmentsAttributes][1][file]") as File).name).toBe(
      "spec.pdf",
    )
  })

  it("sends a use case's dates and no technology types", () => {
    const body = artifactFormData("use_case", {
      ...emptyArtifactForm,
      name: "Mining",
      startDate: "2026-01-01",
    })
    expect(body.get("listing_use_case[startDate]")).toBe("2026-01-01")
    expect(body.get("listing_use_case[endDate]")).toBe("")
    expect([...body.keys()].some((key) => key.includes("TechnologyTypes"))).toBe(false)
  })
})

describe("the server's field problems", () => {
  it("land on the form's fields and steps", () => {
    expect(formPathOf("name")).toBe("name")
    expect(formPathOf("listingArtifactLinksAttributes.1.url")).toBe("links.1.url")
    expect(formPathOf("listingArtifactAttachmentsAttributes.0.fileName")).toBe("attachments.0.file")
    expect(formPathOf("listingArtifactTechnologyTypesAttributes.0.technologyTypeId")).toBe(
      "technologyTypeIds",
    )
    expect(
      formErrorsOf([
        { path: "name", message: "first" },
        { path: "name", message: "second" },
        { path: "listingArtifactAttachmentsAttributes.0.file", message: artifactMessages.fileType },
      ]),
    ).toEqual({ name: "first", "attachments.0.file": artifactMessages.fileType })
    expect(stepOfField("attachments.0.file")).toBe(1)
    expect(stepOfField("links.0.url")).toBe(2)
    expect(stepOfField("technologyTypeIds")).toBe(0)
  })
})

describe("artifact kinds", () => {
  it("name the contracts' collections and the address's types", () => {
    expect(collectionOfKind).toEqual(artifactCollections)
    expect(kindOfType(typeOfKind.use_case)).toBe("use_case")
    expect(kindOfType("award")).toBeUndefined()
  })

  it("nest each kind's form fields under its collection's singular", () => {
    expect([formPrefixOf("service"), formPrefixOf("product"), formPrefixOf("use_case")]).toEqual([
      "listing_service",
      "listing_product",
      "listing_use_case",
    ])
  })
})
