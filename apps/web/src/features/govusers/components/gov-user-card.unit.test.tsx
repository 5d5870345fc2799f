// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest"
import { testGovUser } from "../../../test-support/app-harness"
import { renderInRouter, unmountAll } from "../../../test-support/render"
import { GovUserCard } from "./gov-user-card"

describe("GovUserCard", () => {
  afterEach(unmountAll)

  it("shows the snippet, the organisation, the first technology type and how many others", async () => {
    const user = {
      ...testGovUser,
      title: "Program Manager",
      technologyTypes: [
        { id: "6", name: "Cybersecurity" },
        { id: "3", name: "AI" },
        { id: "4", name: "Autonomy" },
      ],
      searchMetadata: { highlight: "secure <b>links</b> for ranges" },
    }
    const { container } = await renderInRouter(() => <GovUserCard user={user} />)
    expect(container.querySelector("b")?.textContent).toBe("links")
    expect(container.textContent).toContain("United States Army")
    expect(container.textContent).toContain("Cybersecurity and 2 others")
    expect(container.querySelector("a[href='/gov/users/u-1']")?.textContent).toBe("Kay Tester")
    expect(container.querySelector("a[href^='/chat']")).toBeNull()
    expect(container.querySelector("[aria-label='Verified VISION user']")).toBeNull()
  })

  it("falls back to the problem statement, links the chat thread and marks verified users", async () => {
    const user = {
      ...testGovUser,
      chatThreadIdsWithCurrentUserAccount: ["t-9"],
      govUserExtendedData: { ...testGovUser.govUserExtendedData, visionUserId: "v-1" },
    }
    const { container } = await renderInRouter(() => <GovUserCard user={user} />)
    expect(container.textContent).toContain("Secure links for test ranges")
    expect(container.querySelector("a[href='/chat?threadId=t-9']")?.textContent).toBe("Chat")
    expect(container.querySelector("[aria-label='Verified VISION user']")).not.toBeNull()
    expect(container.textContent).toContain("Cybersecurity")
    expect(container.textContent).not.toContain("other")
  })
})
