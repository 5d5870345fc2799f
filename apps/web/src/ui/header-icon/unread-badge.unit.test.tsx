import { afterEach, describe, expect, it } from "vitest"
import { render, unmountAll } from "../../test-support/render"
import { UnreadBadge } from "./unread-badge"

/** The badge drawn for `count`, or null when none is. */
const badgeFor = async (count: number) =>
  (await render(<UnreadBadge count={count} />)).container.querySelector(".mantine-Badge-root")

describe("UnreadBadge", () => {
  afterEach(unmountAll)

  it("is hidden at 0, shows the count up to 999 and 1K+ above, drawn only", async () => {
    expect(await badgeFor(0)).toBeNull()
    expect((await badgeFor(7))?.textContent).toBe("7")
    expect((await badgeFor(999))?.textContent).toBe("999")
    const above = await badgeFor(1000)
    expect(above?.textContent).toBe("1K+")
    expect(above?.getAttribute("aria-hidden")).toBe("true")
  })
})
