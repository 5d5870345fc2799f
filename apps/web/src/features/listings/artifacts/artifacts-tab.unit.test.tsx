// @vitest-environment happy-dom
import { artifactMessages, type ListingArtifact, type ListingArtifactsPage } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import { eventually, renderApp, signInAs } from "../../../test-support/app-harness"
import { setUpGatewayMock } from "../../../test-support/gateway-mock"
import { aListing, govViewer, listingId, listingOwner } from "../../../test-support/listing-fixtures"
import { waitFor } from "../../../test-support/render"
import { aService, brochure } from "./artifact-fixtures"
import { alerts, button, click } from "./artifact-harness"

const gateway = setUpGatewayMock()

const serviceId = "22222222-2222-4222-8222-222222222222"

const listing = aListing({
  website: null,
  numberOfEmployees: null,
  tagLine: null,
  yearFounded: null,
  listingArtifactLinks: [
    { id: "link-1", name: "Drill docs", description: null, url: "https://drill.example" },
  ],
  listingArtifactAttachments: [brochure("/files/a/brochure.pdf")],
})

const service = aService({
  id: serviceId,
  listingId,
  listingArtifactAttachments: listing.listingArtifactAttachments,
  listingArtifactLinks: [],
})

const pageOf = (data: ListingArtifact[]): ListingArtifactsPage => ({
  data,
  pagination: {
    count: data.length,
    page: 1,
    pages: 1,
    from: data.length === 0 ? 0 : 1,
    to: data.length,
    last: 1,
    series: ["1"],
  },
})

const openAsOwner = (path: string) => {
  signInAs(gateway, listingOwner)
  gateway.answers.set("listings.mine", { data: { data: [listing], pagination: pageOf([]).pagination } })
  gateway.answers.set("listings.get", { data: listing })
  gateway.answers.set("listings.artifacts", { data: pageOf([service]) })
  gateway.answers.set("listings.artifact", { data: service })
  return renderApp(path)
}

const openAsGov = (path: string) => {
  signInAs(gateway, govViewer)
  gateway.answers.set("connect.listing", { data: listing })
  gateway.answers.set("connect.artifacts", { data: pageOf([service]) })
  gateway.answers.set("connect.artifact", { data: service })
  return renderApp(path)
}

const dialog = () => document.querySelector<HTMLElement>("[role='dialog']")
const base = `/ignite/listings/${listingId}`

describe("the products, services and use cases tabs", () => {
  it("show a government user the cards, read-only, and open one's details through the address", async () => {
    const { container, router } = await openAsGov(`${base}?tab=SERVICES`)
    await eventually(() => expect(container.querySelector("article[aria-label='Drilling']")).not.toBeNull())
    expect(gateway.inputsOf("connect.artifacts")).toEqual([
      { listingId, kind: "service", query: { page: 1, perPage: 10 } },
    ])
    expect(gateway.callsOf("listings.artifacts")).toEqual([])
    const names = [...container.querySelectorAll("button")].map((b) => b.textContent)
    for (const ownerOnly of ["Create service", "Edit", "Remove"]) expect(names).not.toContain(ownerOnly)

    await click(container.querySelector<HTMLButtonElement>("article[aria-label='Drilling'] button")!)
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        tab: "SERVICES",
        artifactId: serviceId,
        artifactType: "service",
      }),
    )
    // The loader holds for about a second.
    await eventually(() => expect(dialog()?.textContent).toContain("We drill."), 4000)
    expect(gateway.inputsOf("connect.artifact")).toEqual([
      { listingId, kind: "service", artifactId: serviceId },
    ])
    const download = dialog()!.querySelector<HTMLAnchorElement>("a[href='/files/a/brochure.pdf']")!
    expect(download.textContent).toBe("Brochure")
    expect(download.hasAttribute("download")).toBe(true)
    expect(dialog()!.querySelector("button[aria-label='Edit service']")).toBeNull()
    const tab = (name: string) =>
      [...dialog()!.querySelectorAll<HTMLElement>("[role='tab']")].find((t) => t.textContent === name)!
    await click(tab("Links"))
    await waitFor(() => expect(dialog()!.textContent).toContain(artifactMessages.linksEmpty("service")))
    await click(tab("Technology Types"))
    await waitFor(() => expect(dialog()!.textContent).toContain("Robotics"))

    await click(dialog()!.querySelector<HTMLButtonElement>("button[aria-label='Close']")!)
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: "SERVICES" }))
  })

  it("say when a kind has nothing to show, and when it could not be loaded", async () => {
    const { container } = await openAsOwner(`${base}?tab=PRODUCTS`)
    gateway.answers.set("listings.artifacts", (input) =>
      input.kind === "product" ? { data: pageOf([]) } : { status: 500, error: "Internal" },
    )
    await eventually(() => expect(container.textContent).toContain(artifactMessages.empty("product")))
    expect(button("Create product", container)).toBeDefined()
    await act(async () =>
      [...container.querySelectorAll<HTMLElement>("[role='tab']")]
        .find((t) => t.textContent === "Use Cases")!
        .click(),
    )
    await eventually(() => expect(container.textContent).toContain(artifactMessages.loadError("use_case")))
  })

  it("let the owner remove a card after the confirmation, and say whether it went", async () => {
    const { container } = await openAsOwner(`${base}?tab=SERVICES`)
    await eventually(() => expect(container.querySelector("article[aria-label='Drilling']")).not.toBeNull())
    gateway.answers.set("listings.removeArtifact", { status: 500, error: "Internal" })
    await click(button("Remove Drilling", container))
    await waitFor(() => expect(dialog()?.textContent).toContain(artifactMessages.confirmDelete("Drilling")))
    expect(gateway.callsOf("listings.removeArtifact")).toEqual([])
    await click(button("Remove", dialog()!))
    await waitFor(() => expect(alerts()).toContain(artifactMessages.deleteFailed("service")))

    gateway.answers.set("listings.removeArtifact", { data: null })
    await click(button("Remove Drilling", container))
    await eventually(() =>
      expect(dialog()?.textContent).toContain(artifactMessages.confirmDelete("Drilling")),
    )
    await click(button("Remove", dialog()!))
    await waitFor(() => expect(alerts()).toContain(artifactMessages.deleted("service")))
    expect(gateway.inputsOf("listings.removeArtifact").at(-1)).toEqual({
      listingId,
      kind: "service",
      artifactId: serviceId,
    })
  })

  it("page through the address", async () => {
    const { container, router } = await openAsOwner(`${base}?tab=SERVICES&perPage=5`)
    await eventually(() => expect(container.textContent).toContain("1 to 1 of 1 entries"))
    expect(gateway.inputsOf("listings.artifacts")).toEqual([
      { listingId, kind: "service", query: { page: 1, perPage: 5 } },
    ])
    const select = [...container.querySelectorAll("label")].find((l) => l.textContent === "Entries per page")!
    const perPage = document.getElementById(select.htmlFor) as HTMLSelectElement
    await act(async () => {
      perPage.value = "20"
      perPage.dispatchEvent(new Event("change", { bubbles: true }))
    })
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: "SERVICES", perPage: 20 }))
  })

  it("open the owner's edit form from the details' pen, clearing the details from the address", async () => {
    gateway.answers.set("reference.technologyTypes", { data: [{ id: "t-1", name: "Robotics" }] } as never)
    const { router } = await openAsOwner(`${base}?tab=SERVICES&artifactId=${serviceId}&artifactType=service`)
    await eventually(
      () => expect(dialog()?.querySelector("button[aria-label='Edit service']")).toBeTruthy(),
      4000,
    )
    await click(dialog()!.querySelector<HTMLButtonElement>("button[aria-label='Edit service']")!)
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: "SERVICES" }))
    await eventually(() =>
      expect([...document.querySelectorAll("[role='dialog'] h2")].map((h) => h.textContent)).toContain(
        "Edit service",
      ),
    )
  })

  it("name an artifact type they cannot show, and say when an artifact could not be loaded", async () => {
    const { router } = await openAsGov(`${base}?tab=SERVICES&artifactId=${serviceId}&artifactType=widget`)
    await eventually(() => expect(dialog()?.textContent).toContain(artifactMessages.unsupported("widget")))
    gateway.answers.set("connect.artifact", { status: 404, error: "ArtifactNotFound" })
    await act(async () =>
      router.navigate({
        to: "/ignite/listings/$id",
        params: { id: listingId },
        search: { tab: "SERVICES", artifactId: serviceId, artifactType: "service" },
      }),
    )
    await eventually(
      () => expect(dialog()?.textContent).toContain(artifactMessages.unableToGet("service")),
      4000,
    )
  })
})

describe("the storefront's Links and Attachments cards", () => {
  it("list every artifact's links, opened in a new tab, and attachments to download", async () => {
    const { container } = await openAsGov(base)
    await eventually(() => expect(container.textContent).toContain("Acme Robotics"))
    const link = container.querySelector<HTMLAnchorElement>("section[aria-label='Links'] a")!
    expect(link.textContent).toBe("Drill docs")
    expect(link.target).toBe("_blank")
    expect(link.rel).toBe("noopener noreferrer")
    const attachment = container.querySelector<HTMLAnchorElement>("section[aria-label='Attachments'] a")!
    expect(attachment.getAttribute("href")).toBe("/files/a/brochure.pdf")
  })
})
