import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { mount, unmountAll, waitFor } from "../../test-support/render"
import { RenderInSlices } from "./render-in-slices"

afterEach(unmountAll)

/** What was rendered, in order. */
let renders: string[] = []
beforeEach(() => {
  renders = []
})
const Probe = ({ label }: { readonly label: string }) => {
  renders.push(label)
  return <p>{label}</p>
}

describe("RenderInSlices", () => {
  it("commits the fallback first, then the children", async () => {
    const { container } = await mount(
      <RenderInSlices fallback={<Probe label="fallback" />}>
        <Probe label="page" />
      </RenderInSlices>,
    )
    await waitFor(() => expect(container.textContent).toBe("page"))
    expect(renders[0]).toBe("fallback")
    expect(renders.at(-1)).toBe("page")
  })
})
