// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest"
import { render, unmountAll } from "../../test-support/render"
import { MarkedReason } from "./components/marked-reason"

afterEach(unmountAll)

const marked = async (reason: string, terms: string[]) => {
  const { container } = await render(<MarkedReason reason={reason} terms={terms} />)
  return {
    text: container.querySelector("p")?.textContent,
    marks: [...container.querySelectorAll("mark")].map((m) => m.textContent),
  }
}

describe("a match's reason", () => {
  it("marks every shared word in the sentence, and keeps the sentence whole", async () => {
    const reason =
      "Sensors; your problem statement and their Phase II award both mention Counter-UAS and swarms"
    expect(await marked(reason, ["Counter-UAS", "swarms"])).toEqual({
      text: reason,
      marks: ["Counter-UAS", "swarms"],
    })
  })

  it("takes words with pattern characters literally, and marks nothing without words", async () => {
    expect((await marked("C++ (and more)", ["C++", "(and"])).marks).toEqual(["C++", "(and"])
    expect((await marked("Sensors", [])).marks).toEqual([])
  })
})
