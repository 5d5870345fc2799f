import { describe, expect, it } from "vitest"
import { cropDebounceMs, processingFailedNotification } from "./messages"

describe("image upload messages", () => {
  it("keep the spec's timings: 300 ms crop debounce, a 3 s error", () => {
    expect(cropDebounceMs).toBe(300)
    expect(processingFailedNotification).toEqual({
      message: "Something went wrong while processing image, please try again later",
      severity: "danger",
      autoClearMs: 3000,
    })
  })
})
