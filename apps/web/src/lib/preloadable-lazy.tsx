import { type ComponentType, lazy } from "react"
import { loadOnUse } from "./load-on-use"

/**
 * `React.lazy` that a route's loader can fetch ahead of the render. React.lazy suspends at its first render even
 * when its module has already arrived, so a page whose code and data came together still painted a fallback
 * first and then its pieces one by one, moving what was already on screen (issue 27: the search page's layout
 * shift was 1.0). Once `preload()` has settled, this component renders its module at once.
 */
export const preloadableLazy = <P extends object>(importer: () => Promise<ComponentType<P>>) => {
  const piece = loadOnUse(importer)
  const Lazy = lazy(() => piece.load().then((component) => ({ default: component })))
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per module, as React.lazy is
  const Preloadable = (props: P) => {
    const Loaded = piece.loaded()
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />
  }
  return Object.assign(Preloadable, {
    /** Fetches the module; never rejects (a failed import is tried again, and reported, at render). */
    preload: () =>
      piece.load().then(
        () => undefined,
        () => undefined,
      ),
  })
}
