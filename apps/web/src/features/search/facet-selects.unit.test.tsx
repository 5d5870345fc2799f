// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { render, unmountAll, waitFor } from "../../test-support/render"
import { FacetMultiSelectCombobox, FacetSelectCombobox } from "./components/facet-comboboxes"
import { FacetMultiSelect, FacetSelect } from "./components/facet-selects"
import { listboxOf } from "./search-fixtures"

afterEach(unmountAll)

const options = [
  { value: "3", label: "Cybersecurity" },
  { value: "4", label: "Robotics" },
]
const counts = new Map([
  ["3", 12],
  ["4", 5],
])
const field = { label: "Company technology types", options, counts, optionsFailed: false }
const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!
const noTakeOver = { id: "real", typed: undefined, focus: false }

/** What a filter shows before it is used: its classes, the input's role and aria, the pills, the error. */
const look = (container: HTMLElement) => {
  const input = container.querySelector("input:not([type='hidden'])")!
  const classes = (element: Element | null) =>
    [...(element?.classList ?? [])].filter((name) => name.startsWith("mantine-")).sort()
  return {
    root: classes(container.firstElementChild),
    wrapper: classes(input.closest(".mantine-Input-wrapper")),
    input: classes(input),
    attributes: [
      "role",
      "aria-haspopup",
      "aria-expanded",
      "aria-invalid",
      "autocomplete",
      "placeholder",
      "type",
    ].map((name) => [name, input.getAttribute(name)]),
    label: container.querySelector("label")?.textContent,
    labelBound: container.querySelector("label")?.htmlFor === input.id,
    value: (input as HTMLInputElement).value,
    pills: [...container.querySelectorAll(".mantine-Pill-label")].map((pill) => pill.textContent),
    sections: container.querySelectorAll(".mantine-Input-section").length,
    error: container.querySelector(".mantine-InputWrapper-error")?.textContent ?? null,
  }
}

describe("a search filter's stand-in", { timeout: 20_000 }, () => {
  it("looks like the multi-select it stands for: classes, aria, the chosen options as pills, the error", async () => {
    const props = {
      ...field,
      value: ["4", "9"],
      onChange: () => {},
      error: "Failed to load the chosen technology types.",
    }
    const standIn = await render(<FacetMultiSelect {...props} />)
    const real = await render(<FacetMultiSelectCombobox {...props} takeOver={noTakeOver} />)
    expect(look(standIn.container)).toEqual(look(real.container))
    expect(look(standIn.container).pills).toEqual(["Robotics", "9"])
  })

  it("looks like the select it stands for, the chosen option by its name", async () => {
    const props = { ...field, label: "Company state", value: "3", onChange: () => {} }
    const standIn = await render(<FacetSelect {...props} />)
    const real = await render(<FacetSelectCombobox {...props} takeOver={noTakeOver} />)
    expect(look(standIn.container)).toEqual(look(real.container))
    expect(look(standIn.container).value).toBe("Cybersecurity")
  })

  it("gives way to the combobox on first use, with its value, what was typed, the focus and the list open", async () => {
    const onChange = vi.fn()
    const { container } = await render(<FacetMultiSelect {...field} value={["3"]} onChange={onChange} />)
    const standIn = container.querySelector<HTMLInputElement>("input")!
    // focused and typed into before the combobox has arrived
    await act(async () => {
      standIn.focus()
      setValue.call(standIn, "Rob")
      standIn.dispatchEvent(new Event("input", { bubbles: true }))
    })
    await waitFor(() => expect(listboxOf(standIn)).not.toBeNull())
    const combobox = document.getElementById(standIn.id) as HTMLInputElement
    expect(combobox).not.toBe(standIn)
    expect(document.activeElement).toBe(combobox)
    expect(combobox.value).toBe("Rob")
    expect(look(container).pills).toEqual(["Cybersecurity"])
    const offered = [...listboxOf(standIn)!.querySelectorAll("[role='option']")].map(
      (option) => option.textContent,
    )
    expect(offered).toEqual(["Robotics(5)"])
    await act(async () => listboxOf(standIn)!.querySelector<HTMLElement>("[role='option']")!.click())
    expect(onChange).toHaveBeenLastCalledWith(["3", "4"])
  })

  it("removes a pill and clears without loading the combobox", async () => {
    const onChange = vi.fn()
    const { container } = await render(<FacetMultiSelect {...field} value={["3", "4"]} onChange={onChange} />)
    const standIn = container.querySelector<HTMLInputElement>("input")!
    await act(async () => container.querySelector<HTMLElement>(".mantine-Pill-remove")!.click())
    expect(onChange).toHaveBeenLastCalledWith(["4"])
    await act(async () =>
      container.querySelector<HTMLElement>(".mantine-InputClearButton-root, [class*='ClearButton']")!.click(),
    )
    expect(onChange).toHaveBeenLastCalledWith([])
    expect(document.getElementById(standIn.id)).toBe(standIn)
  })
})
