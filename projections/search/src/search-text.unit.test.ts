import { describe, expect, it } from "vitest"
import { correctableWords, looseQuery, parseSearchText } from "./search-text"

const loose = (text: string, corrections: Record<string, string[]> = {}) =>
  looseQuery(parseSearchText(text), new Map(Object.entries(corrections)))

describe("search text", () => {
  it("makes every word a prefix and ANDs them", () => {
    expect(loose("Autonom drones")).toBe("'autonom':* & 'drones':*")
  })

  it("matches words of one or two letters whole", () => {
    expect(loose("AI at edge")).toBe("'ai' & 'at' & 'edge':*")
  })

  it("keeps phrases, hyphenated words and exclusions, and ORs where the person wrote or", () => {
    expect(loose('"ground robots" counter-UAS -marine lidar OR radar')).toBe(
      "('ground' <-> 'robots') & ('counter' <-> 'uas') & !'marine' & 'lidar':* | 'radar':*",
    )
    expect(loose('-"dry dock" or or tanks or')).toBe("!('dry' <-> 'dock') | 'tanks':*")
  })

  it("widens a word by its corrections", () => {
    expect(loose("autonomus robot", { autonomus: ["autonomous", "autonomy"] })).toBe(
      "('autonomus':* | 'autonomous' | 'autonomy') & 'robot':*",
    )
  })

  it("corrects plain words of four letters or more, never codes or excluded words", () => {
    expect(correctableWords(parseSearchText('autonomus uav FA8650 -drones "lidar mapping" robots'))).toEqual([
      "autonomus",
      "robots",
    ])
  })

  it("lets nothing typed change the query's syntax", () => {
    expect(loose("') | !'x' <-> :* & \\")).toBe("'x'")
    expect(loose("!!! ::: &&&")).toBe("")
    expect(loose("")).toBe("")
  })

  it("reads at most sixteen clauses of at most forty characters", () => {
    expect(parseSearchText(Array.from({ length: 30 }, (_, i) => `w${i}`).join(" "))).toHaveLength(16)
    expect(parseSearchText("x".repeat(100))).toEqual([{ kind: "word", word: "x".repeat(40), negated: false }])
  })
})
