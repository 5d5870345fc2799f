import { afterEach, describe, expect, it } from "vitest"
import { mount, unmountAll, waitFor } from "../../test-support/render"
import { RenderInSlices } from "./render-in-slices"

afterEach(unmountAll)

describe("RenderInSlices", () => {
  it("commits the fallback first, then the children", async () => {
    const commits: string[] = []
    const Probe = ({ label }: { readonly label: string }) => {
      commits.push(label)
      return <p>{label}</p>
    }
    const { container } = await mount(
      <RenderInSlices fallback={<Probe label="fallback" />}>
        <Probe label="page" />
      </RenderInSlices>,
    )
    await waitFor(() => expect(container.textContent).toBe("page"))
    expect(commits[0]).toBe("fallback")
    expect(commits.at(-1)).toBe("page")
  })
})
