// @vitest-environment happy-dom
import { artifactMessages, type ListingArtifact } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it, vi } from "vitest"
import { setUpGatewayMock } from "../../../../test-support/gateway-mock"
import { waitFor } from "../../../../test-support/render"
import { aService } from "../artifact-fixtures"
import {
  alerts,
  button,
  click,
  fieldLabelled,
  fieldsLabelled,
  renderWithClients,
  typeText,
} from "../artifact-harness"
import { ArtifactRefused, type ArtifactSubmission } from "../submit-artifact"
import ArtifactFormModal from "./artifact-form-modal"

const gateway = setUpGatewayMock()
const listingId = "11111111-1111-4111-8111-111111111111"
const artifactId = "22222222-2222-4222-8222-222222222222"

const service = aService({ id: artifactId, listingId, listingArtifactTechnologyTypes: [] })

const dialog = () => document.querySelector<HTMLElement>("[role='dialog']")
const dialogText = () => dialog()?.textContent ?? ""

const chooseFile = async (input: HTMLInputElement, file: File) => {
  await act(async () => {
    Object.defineProperty(input, "files", { value: [file], configurable: true })
    input.dispatchEvent(new Event("change", { bubbles: true }))
  })
}

const fileInput = (label: string) => document.querySelector<HTMLInputElement>(`input[aria-label='${label}']`)!

const open = async ({
  technologyTypesFail = false,
  ...props
}: {
  artifactId?: string
  technologyTypesFail?: boolean
} = {}) => {
  gateway.answers.set(
    "reference.technologyTypes",
    technologyTypesFail ? { status: 500, error: "Internal" } : { data: [{ id: "t-1", name: "Robotics" }] },
  )
  const submit = vi.fn<(submission: ArtifactSubmission) => Promise<ListingArtifact>>(async () => service)
  const onClose = vi.fn()
  const onSubmitted = vi.fn()
  await renderWithClients(
    <ArtifactFormModal
      listingId={listingId}
      kind="service"
      opened
      onClose={onClose}
      onSubmitted={onSubmitted}
      submit={submit}
      {...props}
    />,
  )
  return { submit, onClose, onSubmitted }
}

describe("the artifact create/edit modal", () => {
  it("goes step by step, each step checked before the next, and submits the whole form", async () => {
    const { submit, onClose, onSubmitted } = await open()
    await waitFor(() => expect(dialog()?.querySelector("h2")?.textContent).toBe("Create service"))
    await click(button("Next"))
    await waitFor(() => expect(dialogText()).toContain(artifactMessages.minimumTwo))
    expect(dialogText()).toContain(artifactMessages.descriptionMinimum)
    expect(fieldsLabelled("Attachment name")).toEqual([])

    await typeText(fieldLabelled("Name"), "Drilling")
    await typeText(fieldLabelled("Description"), "We drill.")
    await typeText(fieldLabelled("URL"), "drill")
    await click(button("Next"))
    await waitFor(() => expect(dialogText()).toContain(artifactMessages.invalidUrl))
    await typeText(fieldLabelled("URL"), "https://drill.example")
    await click(button("Next"))

    // Files: a new attachment needs a file; the 10 MB limit is checked before anything is sent.
    await waitFor(() => expect(button("Add attachment")).toBeDefined())
    await click(button("Add attachment"))
    await click(button("Next"))
    await waitFor(() => expect(dialogText()).toContain(artifactMessages.fileRequired))
    const big = new File(["x"], "big.pdf", { type: "application/pdf" })
    Object.defineProperty(big, "size", { value: 10_000_001 })
    await chooseFile(fileInput("File for attachment 1"), big)
    await waitFor(() => expect(dialogText()).toContain(artifactMessages.fileTooLarge))
    await chooseFile(
      fileInput("File for attachment 1"),
      new File(["%PDF"], "spec.pdf", { type: "application/pdf" }),
    )
    await waitFor(() => expect(dialogText()).toContain("spec.pdf"))
    expect(fieldLabelled("Attachment name").value).toBe("spec")
    expect(dialogText()).not.toContain(artifactMessages.fileTooLarge)

    // Back keeps what was typed.
    await click(button("Back"))
    await waitFor(() => expect(fieldLabelled("Name").value).toBe("Drilling"))
    await click(button("Next"))
    await click(button("Next"))

    await waitFor(() => expect(button("Add link")).toBeDefined())
    await click(button("Add link"))
    await typeText(fieldLabelled("Link url"), "nope")
    await click(button("Submit"))
    await waitFor(() => expect(dialogText()).toContain(artifactMessages.invalidUrl))
    expect(dialogText()).toContain(artifactMessages.minimumTwo)
    expect(submit).not.toHaveBeenCalled()
    await typeText(fieldLabelled("Link name"), "Docs")
    await typeText(fieldLabelled("Link url"), "https://docs.example")
    await click(button("Submit"))

    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1))
    const { body, kind, artifactId: sentId } = submit.mock.calls[0]![0]
    expect(kind).toBe("service")
    expect(sentId).toBeUndefined()
    expect(body.get("listing_service[name]")).toBe("Drilling")
    expect((body.get("listing_service[listingArtifactAttachmentsAttributes][0][file]") as File).name).toBe(
      "spec.pdf",
    )
    expect(body.get("listing_service[listingArtifactLinksAttributes][0][url]")).toBe("https://docs.example")
    await waitFor(() => expect(alerts()).toContain(artifactMessages.submitted("service")))
    expect(onSubmitted).toHaveBeenCalledWith(service)
    expect(onClose).toHaveBeenCalled()
  })

  it("edits the loaded artifact: a removed existing link is sent with destroy, the server's field problems show", async () => {
    gateway.answers.set("listings.artifact", { data: service })
    const { submit, onClose } = await open({ artifactId })
    await waitFor(() => expect(fieldLabelled("Name").value).toBe("Drilling"))
    expect(gateway.inputsOf("listings.artifact")).toEqual([{ listingId, kind: "service", artifactId }])
    await click(button("Next"))
    await waitFor(() => expect(dialogText()).toContain("Current file: brochure.pdf (PDF, 1 kB)"))
    // An existing attachment keeps its stored file: no file needed.
    await click(button("Next"))
    await waitFor(() => expect(fieldLabelled("Link name").value).toBe("Site"))
    await click(button("Remove link 1"))
    expect(fieldsLabelled("Link name")).toEqual([])
    await click(button("Add link"))
    await click(button("Remove link 1"))
    submit.mockRejectedValueOnce(
      new ArtifactRefused("ValidationFailed", "invalid", 400, [{ path: "name", message: "is taken" }]),
    )
    await click(button("Submit"))
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1))
    const { body, artifactId: sentId } = submit.mock.calls[0]![0]
    expect(sentId).toBe(artifactId)
    expect(body.get("listing_service[listingArtifactLinksAttributes][0][id]")).toBe("link-1")
    expect(body.get("listing_service[listingArtifactLinksAttributes][0][destroy]")).toBe("true")
    // The new link, removed before it was sent, is not sent at all.
    expect(body.get("listing_service[listingArtifactLinksAttributes][1][name]")).toBeNull()
    await waitFor(() => expect(alerts()).toContain(artifactMessages.unableToSubmit("edit", "service")))
    // Back on the first step, where the refused field is.
    await waitFor(() => expect(dialogText()).toContain("is taken"))
    expect(onClose).not.toHaveBeenCalled()
    // The server's problem goes once its field is edited.
    await typeText(fieldLabelled("Name"), "Drilling deeper")
    await waitFor(() => expect(dialogText()).not.toContain("is taken"))
  })

  it("says the artifact could not be loaded for editing", async () => {
    gateway.answers.set("listings.artifact", { status: 500, error: "Internal" })
    await open({ artifactId })
    await waitFor(() => expect(dialogText()).toContain(artifactMessages.unableToLoad("service")))
  })

  it("says the technology types could not be populated, and still offers the form", async () => {
    await open({ technologyTypesFail: true })
    await waitFor(() => expect(alerts()).toContain(artifactMessages.populateFailed("technology types")))
    expect(fieldLabelled("Name")).toBeDefined()
  })
})
