// @vitest-environment happy-dom
import { act, type ChangeEvent, type FormEvent } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { mount, unmountAll } from "../test-support/render"
import { type FieldErrors, useForm } from "./use-form"
import { useRefusedFields } from "./use-refused-fields"

afterEach(unmountAll)

function Probe({ use, latest }: { use: () => unknown; latest: { current: unknown } }) {
  latest.current = use()
  return null
}

/** Renders `use` in a probe and hands back its latest answer after each update. */
const probe = async <R,>(use: () => R) => {
  const latest: { current: unknown } = { current: undefined }
  await mount(<Probe use={use} latest={latest} />)
  return () => latest.current as R
}

const typed = (value: string) => ({ currentTarget: { value } }) as ChangeEvent<HTMLInputElement>
const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement>

interface Credentials extends Record<string, string> {
  email: string
  password: string
}
const validateCredentials = (values: Credentials): FieldErrors<Credentials> => ({
  ...(values.email.includes("@") ? {} : { email: "Please Enter Valid Email" }),
  ...(values.password.length >= 8 ? {} : { password: "Too short" }),
})
const noCredentials: Credentials = { email: "", password: "" }

interface Artifact {
  readonly name: string
  readonly technologyTypeIds: readonly string[]
  readonly links: ReadonlyArray<{ readonly key: string; readonly url: string }>
}
const validateArtifact = (values: Artifact) => {
  const errors: Record<string, string> = {}
  if (values.name.length < 2) errors.name = "Must be a minimum of 2 characters"
  values.links.forEach((link, index) => {
    if (!link.url.startsWith("https://")) errors[`links.${index}.url`] = "Invalid url"
  })
  return errors
}
const anArtifact: Artifact = {
  name: "Drilling",
  technologyTypeIds: [],
  links: [
    { key: "a", url: "https://a.example" },
    { key: "b", url: "nope" },
  ],
}

describe("the house form on text fields", () => {
  it("shows a field's problem once it was left or a submit was tried, and submits only valid values", async () => {
    const form = await probe(() => useForm(noCredentials, validateCredentials))
    const handle = vi.fn()
    expect(form().isValid).toBe(false)
    expect(form().field("email")).toMatchObject({ name: "email", value: "", error: undefined })
    act(() => form().field("email").onChange(typed("ada")))
    expect(form().field("email").error).toBeUndefined()
    act(() => form().field("email").onBlur())
    expect(form().field("email").error).toBe("Please Enter Valid Email")
    expect(form().field("password").error).toBeUndefined()

    act(() => form().onSubmit(handle)(submitEvent()))
    expect(handle).not.toHaveBeenCalled()
    expect(form().field("password").error).toBe("Too short")

    act(() => form().field("email").onChange(typed("ada@acme.example")))
    act(() => form().field("password").onChange(typed("long enough")))
    const event = submitEvent()
    act(() => form().onSubmit(handle)(event))
    expect(event.preventDefault).toHaveBeenCalled()
    expect(handle).toHaveBeenCalledWith({ email: "ada@acme.example", password: "long enough" })

    act(() => form().reset())
    expect(form().values).toBe(noCredentials)
    expect(form().field("email").error).toBeUndefined()
  })
})

describe("the house form on lists of rows and other values", () => {
  it("binds a row's text field by its path and edits that row only", async () => {
    const form = await probe(() => useForm(anArtifact, validateArtifact))
    const url = form().field("links.0.url")
    expect(url).toMatchObject({ name: "links.0.url", value: "https://a.example" })
    act(() => url.onChange(typed("https://c.example")))
    expect(form().values.links).toEqual([
      { key: "a", url: "https://c.example" },
      { key: "b", url: "nope" },
    ])
    expect(form().values.links[1]).toBe(anArtifact.links[1])
  })

  it("keys a row's problem by its path: shown once the row's field was left, touched or submitted", async () => {
    const form = await probe(() => useForm(anArtifact, validateArtifact))
    expect(form().errors).toEqual({ "links.1.url": "Invalid url" })
    expect(form().errorOf("links.1.url")).toBeUndefined()
    act(() => form().field("links.1.url").onBlur())
    expect(form().field("links.1.url").error).toBe("Invalid url")
    expect(form().errorOf("links.0.url")).toBeUndefined()

    const fresh = await probe(() => useForm(anArtifact, validateArtifact))
    act(() => fresh().touch("links.1.url", "name"))
    expect(fresh().errorOf("links.1.url")).toBe("Invalid url")
    const submitted = await probe(() => useForm(anArtifact, validateArtifact))
    act(() => submitted().onSubmit(vi.fn())(submitEvent()))
    expect(submitted().errorOf("links.1.url")).toBe("Invalid url")
  })

  it("sets any value by name, with the value or from the one before", async () => {
    const form = await probe(() => useForm(anArtifact, validateArtifact))
    act(() => form().setField("technologyTypeIds", ["t-1"]))
    act(() => form().setField("links", (links) => links.filter((link) => link.key !== "b")))
    expect(form().values).toEqual({
      name: "Drilling",
      technologyTypeIds: ["t-1"],
      links: [{ key: "a", url: "https://a.example" }],
    })
    expect(form().isValid).toBe(true)
  })
})

describe("the server's word on a form", () => {
  it("shows a problem while the field, or the row's field, holds what was sent", async () => {
    const refused = await probe(() => useRefusedFields<Artifact, string>())
    act(() => refused().refuse(anArtifact, { name: "is taken", "links.0.url": "unreachable" }))
    expect(refused().errorOf("name", "Drilling")).toBe("is taken")
    expect(refused().errorOf("name", "Boring")).toBeUndefined()
    expect(refused().errorOf("links.0.url", "https://a.example")).toBe("unreachable")
    expect(refused().errorOf("links.0.url", "https://c.example")).toBeUndefined()
    act(() => refused().refuse(anArtifact, {}))
    expect(refused().errorOf("name", "Drilling")).toBeUndefined()
  })
})
