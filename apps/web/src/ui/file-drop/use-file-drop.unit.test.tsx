// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { mount, unmountAll } from "../../test-support/render"
import { type FileDropOptions, useFileDrop } from "./use-file-drop"

function Area(options: FileDropOptions) {
  const { areaProps, inputProps, open } = useFileDrop(options)
  return (
    <div data-testid="area" {...areaProps}>
      <button type="button" onClick={open}>
        Choose
      </button>
      <input aria-label="File" {...inputProps} />
    </div>
  )
}

const file = new File(["a,b"], "awards.csv", { type: "text/csv" })

/** A drag event carrying `files`, as happy-dom has no DataTransfer of its own. */
const dragEvent = (type: string, files: File[] = []) => {
  const event = new Event(type, { bubbles: true, cancelable: true })
  Object.defineProperty(event, "dataTransfer", { value: { files, dropEffect: "none" } })
  return event
}

const setUp = async (options: Partial<FileDropOptions> = {}) => {
  const onFile = vi.fn<(file: File) => void>()
  const { container } = await mount(<Area accept=".csv" onFile={onFile} {...options} />)
  const area = container.querySelector<HTMLElement>("[data-testid='area']")!
  const input = container.querySelector<HTMLInputElement>("input")!
  return { onFile, area, input }
}

afterEach(unmountAll)

describe("useFileDrop", () => {
  it("reports a picked file and clears the input, so the same file can be picked again", async () => {
    const { onFile, input } = await setUp()
    expect(input.type).toBe("file")
    expect(input.accept).toBe(".csv")
    expect(input.hidden).toBe(true)
    await act(async () => {
      Object.defineProperty(input, "files", { value: [file], configurable: true })
      input.dispatchEvent(new Event("change", { bubbles: true }))
    })
    expect(onFile).toHaveBeenCalledWith(file)
    expect(input.value).toBe("")
  })

  it("marks the area while a file is over it and reports the first dropped file", async () => {
    const { onFile, area } = await setUp()
    const over = dragEvent("dragover")
    await act(async () => area.dispatchEvent(over))
    expect(over.defaultPrevented).toBe(true)
    expect(area.dataset.dragging).toBe("true")
    const other = new File(["x"], "other.csv")
    await act(async () => area.dispatchEvent(dragEvent("drop", [file, other])))
    expect(onFile).toHaveBeenCalledTimes(1)
    expect(onFile).toHaveBeenCalledWith(file)
    expect(area.dataset.dragging).toBeUndefined()
  })

  it("unmarks the area when the file leaves it", async () => {
    const { area } = await setUp()
    await act(async () => area.dispatchEvent(dragEvent("dragover")))
    await act(async () => area.dispatchEvent(dragEvent("dragleave")))
    expect(area.dataset.dragging).toBeUndefined()
  })

  it("takes no drop and no pick while disabled", async () => {
    const { onFile, area, input } = await setUp({ disabled: true })
    const over = dragEvent("dragover")
    await act(async () => area.dispatchEvent(over))
    expect(over.defaultPrevented).toBe(false)
    expect(area.dataset.dragging).toBeUndefined()
    await act(async () => area.dispatchEvent(dragEvent("drop", [file])))
    expect(onFile).not.toHaveBeenCalled()
    expect(input.disabled).toBe(true)
  })

  it("opens the picker from a button", async () => {
    const { input } = await setUp()
    const click = vi.spyOn(input, "click")
    await act(async () => document.querySelector("button")?.click())
    expect(click).toHaveBeenCalled()
  })
})
