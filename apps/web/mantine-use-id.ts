import type { Plugin } from "vite"

/** The module of `@mantine/hooks` whose `useId` every Mantine input, accordion and popover calls. */
const mantineUseIdModule = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/

/**
 * Mantine's `useId` without its second render. Mantine's own renders with an id from React's `useId`, then, in
 * a layout effect, sets a random one: every input, accordion and popover that is given no id renders twice on
 * mount, the second time synchronously inside the commit. On the government user's home (a dozen filter inputs)
 * that second render was most of the first view's longest task on a phone (issue 27: total blocking time).
 * React's `useId` is unique within a root, and this app has one root and renders only in the browser, so the
 * first id is kept. The shape of the id Mantine built is kept too (`mantine-` and no colons).
 */
export const useIdSource = `import { useId as useReactId } from "react"

export function useId(staticId) {
  const reactId = useReactId()
  return typeof staticId === "string" ? staticId : \`mantine-\${reactId.replace(/:/g, "")}\`
}
`

/** Serves `useIdSource` for Mantine's module (in `vite build`; the dev server's pre-bundled copy keeps Mantine's). */
export const mantineUseId = (): Plugin => ({
  name: "ignite:mantine-use-id",
  enforce: "pre",
  load: (id) => (mantineUseIdModule.test(id.split("?")[0] ?? id) ? useIdSource : undefined),
})
