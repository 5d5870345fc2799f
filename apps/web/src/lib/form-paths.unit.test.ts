import { describe, expect, it } from "vitest"
import { valueAt, withValueAt } from "./form-paths"

const values = {
  name: "Drilling",
  links: [
    { key: "a", url: "https://a.example" },
    { key: "b", url: "https://b.example" },
  ],
}

describe("paths into a form's values", () => {
  it("read a field, a row's field, and nothing where the path leads nowhere", () => {
    expect(valueAt(values, "name")).toBe("Drilling")
    expect(valueAt(values, "links.1.url")).toBe("https://b.example")
    expect(valueAt(values, "links")).toBe(values.links)
    expect(valueAt(values, "links.7.url")).toBeUndefined()
    expect(valueAt(values, "name.first.second")).toBeUndefined()
  })

  it("write a copy along the path only: the other fields and rows keep their identity", () => {
    const edited = withValueAt(values, "links.1.url", "https://c.example")
    expect(edited).toEqual({
      name: "Drilling",
      links: [
        { key: "a", url: "https://a.example" },
        { key: "b", url: "https://c.example" },
      ],
    })
    expect(values.links[1]?.url).toBe("https://b.example")
    expect(edited.links).not.toBe(values.links)
    expect(edited.links[0]).toBe(values.links[0])
    expect(withValueAt(values, "name", "Boring").links).toBe(values.links)
  })
})
