// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { mount, unmountAll } from "../../../../test-support/render"
import { artifactFormResetMs, useArtifactFormTarget } from "./use-artifact-form-target"

let state: ReturnType<typeof useArtifactFormTarget>
function Probe() {
  state = useArtifactFormTarget()
  return null
}

afterEach(() => {
  unmountAll()
  vi.useRealTimers()
})

describe("the create/edit modal's target", () => {
  it("hides at once on close and forgets the form 300 ms later; reopening starts a fresh form", async () => {
    vi.useFakeTimers()
    await mount(<Probe />)
    act(() => state.open({ kind: "service", artifactId: "a-1" }))
    const first = state.target
    expect(state.opened).toBe(true)
    expect(first).toMatchObject({ kind: "service", artifactId: "a-1" })
    act(() => state.close())
    expect(state.opened).toBe(false)
    expect(state.target).toBe(first)
    act(() => vi.advanceTimersByTime(artifactFormResetMs - 1))
    expect(state.target).toBe(first)
    act(() => vi.advanceTimersByTime(1))
    expect(state.target).toBeNull()
    expect(artifactFormResetMs).toBe(300)

    act(() => state.open({ kind: "product" }))
    act(() => state.close())
    act(() => state.open({ kind: "product" }))
    act(() => vi.advanceTimersByTime(artifactFormResetMs))
    expect(state.target?.kind).toBe("product")
    expect(state.target?.serial).toBeGreaterThan(first!.serial)
  })
})
