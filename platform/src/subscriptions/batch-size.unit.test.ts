import { describe, expect, it } from "vitest"
import { nextBatchSize } from "./subscription"

describe("a subscription's batch size", () => {
  it("doubles after each full batch, up to its maximum", () => {
    const sizes = [500]
    for (let i = 0; i < 5; i++) sizes.push(nextBatchSize(sizes.at(-1)!, sizes.at(-1)!, 500, 4000))
    expect(sizes).toEqual([500, 1000, 2000, 4000, 4000, 4000])
  })

  it("goes back to its base after a batch that was not full", () => {
    expect(nextBatchSize(4000, 3999, 500, 4000)).toBe(500)
    expect(nextBatchSize(500, 0, 500, 4000)).toBe(500)
  })

  it("never grows when its maximum is its base (reactors)", () => {
    expect(nextBatchSize(500, 500, 500, 500)).toBe(500)
    // a maximum below the base does not shrink it
    expect(nextBatchSize(500, 500, 500, 100)).toBe(500)
  })
})
