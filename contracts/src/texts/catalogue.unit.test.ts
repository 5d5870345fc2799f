import { existsSync, readFileSync } from "node:fs"
import { resolve } from "node:path"
import { describe, expect, it } from "vitest"
import { type CatalogueMessage, specCatalogue, specCatalogue01, specCatalogue02 } from "./catalogue"
import * as texts from "./index"

const root = resolve(import.meta.dirname, "../../..")
const source = (file: string) => readFileSync(resolve(root, file), "utf8")

/** The text an entry names, as a screen gets it: a constant, or a message function called with `args`. */
const textOf = ({ text, args = [] }: Pick<CatalogueMessage, "text" | "args">): unknown => {
  let value: unknown = texts
  for (const key of text.split(".")) value = (value as Record<string, unknown> | undefined)?.[key]
  return typeof value === "function" ? (value as (...parts: string[]) => unknown)(...args) : value
}

/** The spec's words as a pattern: literal, except the parts written `{…}`, which the text fills. */
const wordsPattern = (words: string) =>
  new RegExp(
    `^${words
      .split(/\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
    "s",
  )

/**
 * Whether `definedIn` makes `via` of the contracts' text: it names the text, spreads its export into the
 * object `via` belongs to, or imports the export under that object's name.
 */
const defines = (definedIn: string, via: string, text: string) => {
  const [exportName] = text.split(".")
  const [aliasObject] = via.split(".")
  return (
    definedIn.includes(text) ||
    definedIn.includes(`${exportName} as ${aliasObject}`) ||
    (definedIn.includes(`...${exportName}`) && definedIn.includes(`${aliasObject} =`))
  )
}

const label = (entry: CatalogueMessage) =>
  `${entry.spec} '${entry.words}'${entry.args ? ` (${entry.args.join(", ")})` : ""} in ${entry.file}`

describe("the error catalogue of both specs", () => {
  it("lists messages of both sections, each once per place it shows", () => {
    expect(specCatalogue01.every((entry) => entry.spec === "01 §8")).toBe(true)
    expect(specCatalogue02.every((entry) => entry.spec === "02 §8")).toBe(true)
    const places = specCatalogue.map(
      (entry) => `${entry.spec} ${entry.text}(${entry.args ?? ""}) ${entry.file}`,
    )
    expect(new Set(places).size).toBe(places.length)
  })

  it.each(specCatalogue.map((entry) => [label(entry), entry] as const))(
    "%s: its text says the spec's words",
    (_, entry) => {
      const text = textOf(entry)
      expect(typeof text, `${entry.text} is no text of contracts/src/texts`).toBe("string")
      expect(text).toMatch(wordsPattern(entry.words))
    },
  )

  it.each(specCatalogue.map((entry) => [label(entry), entry] as const))(
    "%s: the file that shows it uses it",
    (_, entry) => {
      if (entry.landsWith && !existsSync(resolve(root, entry.file))) return
      const shown = source(entry.file)
      if (!entry.via) {
        expect(shown, `${entry.file} does not use ${entry.text}`).toContain(entry.text)
        return
      }
      expect(shown, `${entry.file} does not use ${entry.via.name}`).toContain(entry.via.name)
      expect(
        defines(source(entry.via.definedIn), entry.via.name, entry.text),
        `${entry.via.definedIn} does not make ${entry.via.name} of ${entry.text}`,
      ).toBe(true)
    },
  )
})

describe("the checks themselves", () => {
  it("read the spec's words literally except for the parts it names", () => {
    expect("Unable to resend user invite, please try again later").toMatch(
      wordsPattern("Unable to {resend|delete} user invite, please try again later"),
    )
    expect("Error loading data").not.toMatch(wordsPattern("Error loading data..."))
    expect("Failed to load listing technology data. Please try again.").toMatch(
      wordsPattern("Failed to load listing technology data{…}"),
    )
    expect("Failed to load listing technology data").not.toMatch(
      wordsPattern("Failed to load listing data{…}"),
    )
  })

  it("find a text by its export and key, and call a message function with its arguments", () => {
    expect(textOf({ text: "accountMessages.inviteActionFailed", args: ["delete"] })).toBe(
      "Unable to delete user invite, please try again later",
    )
    expect(textOf({ text: "accountMessages.noSuchKey" })).toBeUndefined()
  })

  it("accept an alias only where its file makes it of the text", () => {
    expect(
      defines(
        "loadUserFailed: identityMessages.loadUserFailed",
        "sessionMessages.x",
        "identityMessages.loadUserFailed",
      ),
    ).toBe(true)
    expect(
      defines(
        "export const listingViewMessages = { ...listingMessages }",
        "listingViewMessages.loadFailed",
        "listingMessages.loadFailed",
      ),
    ).toBe(true)
    expect(
      defines(
        "import { listingMessages as listingViewMessages }",
        "listingViewMessages.x",
        "listingMessages.x",
      ),
    ).toBe(true)
    expect(
      defines(
        "export const listingViewMessages = { ...artifactMessages }",
        "listingViewMessages.loadFailed",
        "listingMessages.loadFailed",
      ),
    ).toBe(false)
  })
})
