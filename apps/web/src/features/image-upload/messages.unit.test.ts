import { profileMessages } from "@ignite/contracts"
import { describe, expect, it } from "vitest"
import { cropDebounceMs, imageUploadMessages, processingFailedNotification } from "./messages"

describe("image upload messages", () => {
  it("say what the server says", () => {
    expect(imageUploadMessages).toEqual({
      tooLarge: profileMessages.headshotTooLarge,
      wrongType: profileMessages.headshotType,
      processingFailed: profileMessages.headshotFailed,
    })
  })

  it("keep the spec's timings: 300 ms crop debounce, a 3 s error", () => {
    expect(cropDebounceMs).toBe(300)
    expect(processingFailedNotification).toEqual({
      message: "Something went wrong while processing image, please try again later",
      severity: "danger",
      autoClearMs: 3000,
    })
  })
})
