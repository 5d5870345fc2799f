// @vitest-environment happy-dom
import { act } from "react"
import { createRoot, type Root } from "react-dom/client"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { useLoadingMinimum } from "./use-loading-minimum"

// Tells React that updates are wrapped in act(), so it flushes them and does not warn.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Probe({ loading }: { readonly loading: boolean }) {
  return <output>{useLoadingMinimum(loading, 300) ? "loading" : "ready"}</output>
}

let container: HTMLElement
let root: Root
const show = (loading: boolean) => act(async () => root.render(<Probe loading={loading} />))
const shown = () => container.querySelector("output")?.textContent
const wait = (ms: number) => act(async () => vi.advanceTimersByTime(ms))

describe("useLoadingMinimum", () => {
  beforeEach(() => {
    vi.useFakeTimers()
    container = document.createElement("div")
    document.body.append(container)
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
    vi.useRealTimers()
  })

  it("holds a quick answer's loader until the minimum has passed", async () => {
    await show(true)
    await wait(50)
    await show(false)
    // the answer came after 50 ms: the loader stays for the other 250
    expect(shown()).toBe("loading")
    await wait(249)
    expect(shown()).toBe("loading")
    await wait(1)
    expect(shown()).toBe("ready")
  })

  it("shows a slow answer at once", async () => {
    await show(true)
    await wait(500)
    await show(false)
    expect(shown()).toBe("ready")
  })

  it("shows no loader when there was nothing to wait for", async () => {
    await show(false)
    expect(shown()).toBe("ready")
  })

  it("holds again from the start of the next wait", async () => {
    await show(true)
    await wait(400)
    await show(false)
    await show(true)
    await wait(100)
    await show(false)
    expect(shown()).toBe("loading")
    await wait(200)
    expect(shown()).toBe("ready")
  })
})
