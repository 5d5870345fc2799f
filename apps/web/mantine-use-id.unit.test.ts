import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { beforeAll, describe, expect, it } from "vitest"
import { mantineUseId, useIdSource } from "./mantine-use-id"

const load = (id: string) => {
  const hook = mantineUseId().load
  if (typeof hook !== "function") throw new Error("the plugin has no load hook")
  return (hook as (this: unknown, id: string) => string | undefined).call({}, id)
}

// the served hook, and what each probe it rendered got from it
let servedUseId: (id?: string) => string
const ids: string[] = []
function Probe({ given }: { readonly given?: string }) {
  ids.push(servedUseId(given))
  return null
}

beforeAll(async () => {
  // the served source, with "react" resolved as this test's module graph resolves it
  const source = useIdSource.replace('from "react"', `from "${import.meta.resolve("react")}"`)
  const module = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(source)}`)) as {
    useId: (id?: string) => string
  }
  servedUseId = module.useId
})

describe("Mantine's useId without its second render", () => {
  it("serves its own source for Mantine's use-id module only", () => {
    expect(load("/app/node_modules/@mantine/hooks/esm/use-id/use-id.mjs")).toBe(useIdSource)
    expect(load("C:\\app\\node_modules\\@mantine\\hooks\\esm\\use-id\\use-id.mjs")).toBe(useIdSource)
    expect(load("/app/node_modules/@mantine/hooks/esm/use-id/use-id.mjs?v=1")).toBe(useIdSource)
    expect(load("/app/node_modules/@mantine/hooks/esm/use-did-update/use-did-update.mjs")).toBeUndefined()
    expect(load("/app/src/use-id.mjs")).toBeUndefined()
  })

  it("keeps a given id and otherwise gives each component its own, from React's", () => {
    renderToStaticMarkup(
      createElement(
        "div",
        null,
        createElement(Probe),
        createElement(Probe),
        createElement(Probe, { given: "email" }),
      ),
    )
    expect(ids[2]).toBe("email")
    for (const id of ids.slice(0, 2)) expect(id).toMatch(/^mantine-[^:]+$/)
    expect(ids[0]).not.toBe(ids[1])
  })
})
