import { describe, expect, it } from "vitest"
import { planGroups } from "./first-view-chunks"

// The few fields of Rolldown's output chunks the plan reads.
const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  facadeModuleId: string | null = null,
) =>
  ({ type: "chunk", fileName, moduleIds, imports, facadeModuleId }) as unknown as Parameters<
    typeof planGroups
  >[0][number]

// An app document, a sign-in document, and two lazy pages. Automatic chunking gave each shared set its own chunk.
const chunks = [
  chunk("signin.js", ["/web/src/signin/main.ts"], ["shared-with-signin.js"], "/web/signin.html"),
  chunk("shared-with-signin.js", ["/web/src/support-url.ts"]),
  chunk("app.js", ["/web/src/main.tsx"], ["router.js", "box.js", "shared-with-signin.js"], "/web/index.html"),
  chunk("router.js", ["/node_modules/router/index.js"]),
  chunk("box.js", ["/node_modules/ui/box.js"], ["router.js"]),
  chunk(
    "search.js",
    ["/web/src/search-page.tsx"],
    ["text.js", "badge.js", "box.js"],
    "/web/src/search-page.tsx",
  ),
  chunk("text.js", ["/node_modules/ui/text.js"]),
  chunk("badge.js", ["/node_modules/ui/badge.js", "/node_modules/ui/badge-styles.js"], ["text.js"]),
  chunk("admin.js", ["/web/src/admin-page.tsx"], ["table.js", "text.js"], "/web/src/admin-page.tsx"),
  chunk("table.js", ["/node_modules/ui/table.js"]),
]

const plan = planGroups(chunks, {
  keep: ["signin.html"],
  groups: [
    { name: "app-start", roots: ["index.html"] },
    { name: "search-home", roots: ["src/search-page.tsx"] },
  ],
})

describe("first-view chunk groups", () => {
  it("merges the shared chunks a document loads at start into one group", () => {
    expect(plan.get("/node_modules/router/index.js")).toBe("app-start")
    expect(plan.get("/node_modules/ui/box.js")).toBe("app-start")
  })

  it("gives a later group only what no earlier group took, every module of each chunk it takes", () => {
    expect(plan.get("/node_modules/ui/text.js")).toBe("search-home")
    expect(plan.get("/node_modules/ui/badge.js")).toBe("search-home")
    expect(plan.get("/node_modules/ui/badge-styles.js")).toBe("search-home")
  })

  it("leaves entries' and lazy pages' own chunks, what the kept document loads, and other pages' chunks alone", () => {
    for (const id of [
      "/web/src/main.tsx",
      "/web/src/search-page.tsx",
      "/web/src/signin/main.ts",
      "/web/src/support-url.ts",
      "/node_modules/ui/table.js",
      "/web/src/admin-page.tsx",
    ])
      expect(plan.has(id), id).toBe(false)
  })

  it("refuses a root the build does not have, rather than quietly grouping nothing", () => {
    expect(() =>
      planGroups(chunks, {
        keep: ["signin.html"],
        groups: [{ name: "gone", roots: ["src/renamed-page.tsx"] }],
      }),
    ).toThrow(/no entry or dynamic import ends with src\/renamed-page\.tsx/)
  })
})
