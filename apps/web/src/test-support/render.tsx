import { MantineProvider } from "@mantine/core"
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router"
import { act, type ReactNode } from "react"
import { createRoot } from "react-dom/client"
import { cssVariablesResolver, theme } from "../theme"

// Tells React that updates are wrapped in act(), so it flushes them and does not warn.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// What tests mounted and have not unmounted yet, for `unmountAll`.
const mounted = new Set<() => void>()

/** Renders `ui` as is into a fresh container attached to the document. */
export const mount = async (ui: ReactNode) => {
  const container = document.createElement("div")
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => {
    root.render(ui)
  })
  const unmount = () => {
    mounted.delete(unmount)
    act(() => root.unmount())
    container.remove()
  }
  mounted.add(unmount)
  return { container, unmount }
}

/** Unmounts whatever is still mounted, so the next test starts from an empty document. */
export const unmountAll = () => {
  for (const unmount of [...mounted]) unmount()
}

/** Renders inside Mantine's provider, into a fresh container attached to the document. */
export const render = (ui: ReactNode) =>
  mount(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {ui}
    </MantineProvider>,
  )

/** Renders a component as the only screen of a memory router at `path`, for components that link. */
export const renderInRouter = async (Screen: () => ReactNode, path = "/") => {
  const rootRoute = createRootRoute({ component: Screen, notFoundComponent: () => null })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await router.load()
  const rendered = await render(<RouterProvider router={router} />)
  return { ...rendered, router }
}

export const byText = <E extends HTMLElement = HTMLElement>(
  container: HTMLElement,
  selector: string,
  text: string,
) => {
  const found = [...container.querySelectorAll<E>(selector)].find(
    (element) => element.textContent?.trim() === text,
  )
  if (!found) throw new Error(`No ${selector} with text "${text}"`)
  return found
}

/**
 * Waits until `assertion` passes. Each pause runs in its own act() so React applies what arrived meanwhile
 * (a whole wait inside one act() would hold back updates, such as a lazy chunk resolving, until the end).
 */
export const waitFor = async (
  assertion: () => void,
  options: { timeout?: number; interval?: number } = {},
) => {
  // generous: a loaded machine must not turn a slow pass into a failure (CI runs two web files at a time beside the
  // domain generator's tsc and vitest processes, on two cores: the storefront editor once took over 3 s to show
  // an answer); a pass returns at once
  const deadline = Date.now() + (options.timeout ?? 10_000)
  for (;;) {
    try {
      assertion()
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, options.interval ?? 20)))
  }
}
