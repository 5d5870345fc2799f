// @vitest-environment happy-dom
import type { CurrentUser } from "@ignite/contracts"
import { profileMessages } from "@ignite/contracts/texts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import {
  aCompanyUser,
  alertText,
  buttonNamed,
  eventually,
  inputLabelled,
  openAccountAs,
  testGovUser,
  testUser,
  typeInto,
} from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"

const gateway = setUpGatewayMock()

const company = aCompanyUser({
  id: "u-2",
  email: "sam@company.test",
  firstName: "Sam",
  lastName: "Maker",
  title: "CTO",
  cellPhone: "555-0100",
  socialMediaAccounts: [{ id: "s-1", socialMediaTypeId: "2", identifier: "sam-maker" }],
})

const openEditProfile = async (user: CurrentUser) => {
  // A company user's account card reads their account too.
  gateway.answers.set("accounts.current", {
    data: {
      id: "a-1",
      name: "Acme",
      uniqueEntityId: "ACMERBTX0001",
      logo: null,
      setupSessionComplete: false,
    },
  })
  const rendered = await openAccountAs(gateway, user)
  await act(async () => buttonNamed(document, "Manage account").click())
  await waitFor(() => expect(() => buttonNamed(document, "Edit Profile")).not.toThrow())
  await act(async () => buttonNamed(document, "Edit Profile").click())
  await waitFor(() => expect(document.querySelector("form[aria-label='Edit profile']")).not.toBeNull())
  return { ...rendered, dialog: document.querySelector<HTMLElement>("[role='dialog']")! }
}

const saveButton = (dialog: HTMLElement) => buttonNamed(dialog, "Save Profile")
const save = (dialog: HTMLElement) => act(async () => saveButton(dialog).click())

describe("Edit Profile", () => {
  it("says the social media types could not be retrieved, and keeps the accounts editable", async () => {
    gateway.answers.set("reference.socialMediaTypes", { error: "InternalError", status: 500 })
    const { dialog } = await openEditProfile(company)
    await waitFor(() => expect(alertText()).toContain(profileMessages.socialMediaTypesFailed))
    const type = dialog.querySelector<HTMLSelectElement>("select[aria-label='Social media type 1']")!
    expect([...type.options].map((option) => option.textContent)).toContain("LinkedIn")
    expect(type.value).toBe("2")
  })

  it("saves a company user's profile with phones and social accounts, then closes", async () => {
    const { dialog, container } = await openEditProfile(company)
    expect(inputLabelled(dialog, "Cell Phone").value).toBe("555-0100")
    await typeInto(inputLabelled(dialog, "Title"), "Chief Engineer")
    await typeInto(inputLabelled(dialog, "Work Phone"), "555-0101")
    await typeInto(inputLabelled(dialog, "Ext."), "12")
    await act(async () => buttonNamed(dialog, "Add social media account").click())
    const handle = dialog.querySelector<HTMLInputElement>("input[aria-label='Social media account 2']")!
    await typeInto(handle, "s")
    await waitFor(() => expect(dialog.textContent).toContain("Must be at least 2 characters"))
    expect(saveButton(dialog).disabled).toBe(true)
    await typeInto(handle, "@sam")
    await waitFor(() => expect(saveButton(dialog).disabled).toBe(false))

    const saved = {
      ...company,
      title: "Chief Engineer",
      workPhone: "555-0101",
      workPhoneExt: "12",
      socialMediaAccounts: [
        ...company.socialMediaAccounts,
        { id: "s-2", socialMediaTypeId: "1", identifier: "@sam" },
      ],
    }
    gateway.answers.set("users.updateProfile", { data: saved })
    gateway.answers.set("users.me", { data: saved })
    await save(dialog)
    await waitFor(() => expect(alertText()).toContain("Profile updated successfully."))
    await eventually(() => expect(document.querySelector("form[aria-label='Edit profile']")).toBeNull())
    expect(gateway.callsOf("users.updateProfile")[0]?.input).toEqual({
      firstName: "Sam",
      lastName: "Maker",
      title: "Chief Engineer",
      timezone: "America/New_York",
      cellPhone: "555-0100",
      workPhone: "555-0101",
      workPhoneExt: "12",
      socialMediaAccountsAttributes: [
        { id: "s-1", socialMediaTypeId: "2", identifier: "sam-maker" },
        { socialMediaTypeId: "1", identifier: "@sam" },
      ],
    })
    expect(gateway.callsOf("users.uploadHeadshot")).toEqual([])
    await waitFor(() => expect(container.textContent).toContain("555-0101 ext. 12"))
    expect(container.textContent).toContain("LinkedIn: sam-maker")
    expect(container.textContent).toContain("Facebook: @sam")
    expect(container.textContent).toContain("(GMT-05:00) Eastern Time (US & Canada)")
  })

  it("marks a removed existing social account destroyed", async () => {
    const { dialog } = await openEditProfile(company)
    await act(async () =>
      dialog.querySelector<HTMLButtonElement>("button[aria-label='Remove social media account 1']")!.click(),
    )
    expect(dialog.querySelector("input[aria-label='Social media account 1']")).toBeNull()
    gateway.answers.set("users.updateProfile", { data: { ...company, socialMediaAccounts: [] } })
    await save(dialog)
    await waitFor(() => expect(gateway.callsOf("users.updateProfile")).toHaveLength(1))
    expect(gateway.callsOf("users.updateProfile")[0]?.input).toMatchObject({
      socialMediaAccountsAttributes: [
        { id: "s-1", socialMediaTypeId: "2", identifier: "sam-maker", destroy: true },
      ],
    })
  })

  it("keeps government users to names, title and time zone, and saves their government profile with them", async () => {
    const gov = { ...testUser, title: "Program Manager" }
    const { dialog } = await openEditProfile(gov)
    await waitFor(() => expect(dialog.textContent).toContain("Lines of Effort"))
    expect(() => inputLabelled(dialog, "Cell Phone")).toThrow()
    expect(() => inputLabelled(dialog, "Work Phone")).toThrow()
    expect(dialog.textContent).not.toContain("Social Media Accounts")
    expect(dialog.textContent).toContain(
      "Government users cannot edit phone numbers or social media accounts.",
    )
    expect(dialog.querySelector<HTMLTextAreaElement>("textarea[aria-label='Line of effort 1']")?.value).toBe(
      "Zero-trust networking",
    )
    gateway.answers.set("govUsers.updateProfile", { data: testGovUser })
    await save(dialog)
    await waitFor(() => expect(gateway.callsOf("govUsers.updateProfile")).toHaveLength(1))
    expect(gateway.callsOf("users.updateProfile")).toEqual([])
    expect(gateway.callsOf("govUsers.updateProfile")[0]?.input).toEqual({
      firstName: "Kay",
      lastName: "Tester",
      title: "Program Manager",
      timezone: "America/New_York",
      technologyTypes: [{ id: "6" }],
      govUserExtendedDataAttributes: {
        govUserOrganizationId: "1",
        govUserClassifications: [{ id: "1" }],
        linesOfEffort: [{ id: "l-1", details: "Zero-trust networking" }],
        profileDetail: "<p>Secure links for test ranges</p>",
        city: null,
        stateOrProvince: null,
        country: "US",
        govEmployeeSinceYear: 2018,
      },
    })
  })

  it("keeps Save disabled while a required field is missing", async () => {
    const { dialog } = await openEditProfile({ ...company, title: null })
    expect(saveButton(dialog).disabled).toBe(true)
    await typeInto(inputLabelled(dialog, "Title"), "C")
    await waitFor(() => expect(dialog.textContent).toContain("Must be at least 2 characters"))
    await typeInto(inputLabelled(dialog, "Title"), "CEO")
    await waitFor(() => expect(saveButton(dialog).disabled).toBe(false))
  })

  it("notifies with the spec's text and puts the server's field problems under their fields", async () => {
    const { dialog } = await openEditProfile(company)
    gateway.answers.set("users.updateProfile", {
      error: "ValidationFailed",
      status: 400,
      message: "Some fields are invalid.",
      details: [
        { path: "title", message: "Title is reserved" },
        { path: "socialMediaAccountsAttributes.0.identifier", message: "Unknown handle" },
        { path: "headshot", message: "The image could not be read." },
      ],
    })
    await save(dialog)
    await waitFor(() => expect(alertText()).toContain("Failed to update profile, please try again."))
    expect(alertText()).not.toContain("Some fields are invalid.")
    expect(dialog.textContent).toContain("Title is reserved")
    expect(dialog.textContent).toContain("Unknown handle")
    expect(dialog.textContent).toContain("The image could not be read.")
    // the notice can show a render before the save settles (seen once on a loaded machine)
    await waitFor(() => expect(saveButton(dialog).disabled).toBe(false))
    await typeInto(inputLabelled(dialog, "Title"), "Chief Engineer")
    expect(dialog.textContent).not.toContain("Title is reserved")
    expect(dialog.textContent).toContain("Unknown handle")

    gateway.answers.set("users.updateProfile", {
      error: "Forbidden",
      status: 403,
      message: "Government users cannot edit phone numbers or social media accounts.",
    })
    await save(dialog)
    await waitFor(() => expect(gateway.callsOf("users.updateProfile")).toHaveLength(2))
    await waitFor(() => expect(alertText()).toContain("Failed to update profile, please try again."))
    expect(alertText()).not.toContain("Government users")
    expect(dialog.textContent).not.toContain("Unknown handle")
    expect(document.querySelector("form[aria-label='Edit profile']")).not.toBeNull()
  })

  it("refuses a file that is too large or not JPEG or PNG, before reading it", async () => {
    const { dialog } = await openEditProfile(company)
    const input = dialog.querySelector<HTMLInputElement>("input[type='file']")!
    expect(input.accept).toBe("image/jpeg,image/png")
    const choose = (file: File) =>
      act(async () => {
        Object.defineProperty(input, "files", { value: [file], configurable: true })
        input.dispatchEvent(new Event("change", { bubbles: true }))
      })
    const big = new File(["x"], "big.png", { type: "image/png" })
    Object.defineProperty(big, "size", { value: 10_000_001 })
    await choose(big)
    await waitFor(() => expect(dialog.textContent).toContain("10MB filesize limit"))
    await choose(new File(["GIF89a"], "anim.gif", { type: "image/gif" }))
    await waitFor(() => expect(dialog.textContent).toContain("Only JPEG and PNG images can be uploaded."))
    expect(dialog.querySelector("canvas")).toBeNull()
  })
})
