// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { render, unmountAll } from "../../test-support/render"
import { NotificationOutlet } from "./notification-outlet"
import { clear, notify } from "./notification-store"

describe("NotificationOutlet", () => {
  afterEach(() => {
    act(() => clear())
    unmountAll()
  })

  it("shows the current notification as an alert that can be dismissed", async () => {
    await render(<NotificationOutlet />)
    expect(document.querySelector("[role='alert']")).toBeNull()

    act(() => notify({ message: "Failed to change email, please try again.", severity: "danger" }))
    const alert = document.querySelector<HTMLElement>("[role='alert']")
    expect(alert?.textContent).toContain("Failed to change email, please try again.")
    expect(alert?.dataset.severity).toBe("danger")

    await act(async () =>
      document.querySelector<HTMLButtonElement>("[aria-label='Dismiss notification']")?.click(),
    )
    expect(document.querySelector("[role='alert']")).toBeNull()
  })
})
