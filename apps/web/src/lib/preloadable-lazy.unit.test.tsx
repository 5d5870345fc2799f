import { Suspense } from "react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { mount, unmountAll, waitFor } from "../test-support/render"
import { preloadableLazy } from "./preloadable-lazy"

afterEach(unmountAll)

const Greeting = ({ name }: { readonly name: string }) => <p>Hello {name}</p>

/** How many times a fallback was rendered. */
let fallbacks = 0
beforeEach(() => {
  fallbacks = 0
})
const Fallback = () => {
  fallbacks += 1
  return <p>loading</p>
}

describe("preloadableLazy", () => {
  it("renders a preloaded module at once, without its fallback", async () => {
    const Lazy = preloadableLazy(async () => Greeting)
    await Lazy.preload()
    const { container } = await mount(
      <Suspense fallback={<Fallback />}>
        <Lazy name="Grace" />
      </Suspense>,
    )
    expect(container.textContent).toBe("Hello Grace")
    expect(fallbacks).toBe(0)
  })

  it("suspends like React.lazy while the module has not arrived", async () => {
    const Lazy = preloadableLazy(async () => Greeting)
    const { container } = await mount(
      <Suspense fallback={<Fallback />}>
        <Lazy name="Ada" />
      </Suspense>,
    )
    await waitFor(() => expect(container.textContent).toBe("Hello Ada"))
    expect(fallbacks).toBeGreaterThan(0)
  })

  it("settles its preload when the import fails, and tries again at the next one", async () => {
    let attempts = 0
    const Lazy = preloadableLazy(async () => {
      attempts += 1
      if (attempts === 1) throw new Error("offline")
      return Greeting
    })
    await expect(Lazy.preload()).resolves.toBeUndefined()
    await Lazy.preload()
    expect(attempts).toBe(2)
    const { container } = await mount(<Lazy name="Lin" />)
    expect(container.textContent).toBe("Hello Lin")
  })
})
