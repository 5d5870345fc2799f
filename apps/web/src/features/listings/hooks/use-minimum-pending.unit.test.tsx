// @vitest-environment happy-dom
import { act, useState } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { mount, unmountAll } from "../../../test-support/render"
import { useMinimumPending } from "./use-minimum-pending"

// The test flips `pending` from outside, as a query's state would change.
let setPending: (value: boolean) => void = () => {}

function Probe() {
  const [pending, set] = useState(true)
  setPending = set
  return <span>{useMinimumPending(pending, 300) ? "loading" : "ready"}</span>
}

describe("useMinimumPending", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    unmountAll()
    vi.useRealTimers()
  })

  it("holds a quick answer's indicator for 300 ms, and lets a slow one go at once", async () => {
    const { container } = await mount(<Probe />)
    expect(container.textContent).toBe("loading")

    await act(async () => vi.advanceTimersByTime(100))
    await act(async () => setPending(false))
    expect(container.textContent).toBe("loading")
    await act(async () => vi.advanceTimersByTime(150))
    expect(container.textContent).toBe("loading")
    await act(async () => vi.advanceTimersByTime(60))
    expect(container.textContent).toBe("ready")

    await act(async () => setPending(true))
    expect(container.textContent).toBe("loading")
    await act(async () => vi.advanceTimersByTime(500))
    await act(async () => setPending(false))
    expect(container.textContent).toBe("ready")
  })
})
