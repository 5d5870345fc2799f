import { useCallback, useEffect, useRef, useState } from "react"

/**
 * A module the first view does not need, imported once on first use (issue 27: the government user's home
 * must stay under 200 kB of script). Pieces built on floating-ui (menus, popovers, comboboxes, tooltips) show
 * a light stand-in that looks the same and load the real piece when someone reaches for it: the pointer
 * nearing it starts the import, a focus, click or key swaps it in. Never on idle or a timer: what loads by
 * itself is part of the page and is measured as such (tools/bench/web/pages.ts).
 */
export interface LoadOnUse<T> {
  /** Starts the import (again after a failure); resolves with the module. */
  readonly load: () => Promise<T>
  /** The module once it has arrived. */
  readonly loaded: () => T | undefined
}

export const loadOnUse = <T>(importer: () => Promise<T>): LoadOnUse<T> => {
  let promise: Promise<T> | undefined
  let module: T | undefined
  return {
    load: () => {
      promise ??= importer().then(
        (arrived) => (module = arrived),
        (failure: unknown) => {
          // a chunk that failed to arrive (offline, a new deployment) is asked again at the next use
          promise = undefined
          throw failure
        },
      )
      return promise
    },
    loaded: () => module,
  }
}

/**
 * A stand-in's view of its real piece: `module` once it was used and has arrived; `preload` (pointer near)
 * only fetches, `use` (focus, click, key) fetches and swaps. A failed import leaves the stand-in in place
 * for the next try.
 */
export const useLoadOnUse = <T>(piece: LoadOnUse<T>) => {
  const [used, setUsed] = useState(false)
  const [module, setModule] = useState<T | undefined>(undefined)
  const preload = useCallback(() => void piece.load().catch(() => {}), [piece])
  const use = useCallback(() => setUsed(true), [])
  useEffect(() => {
    if (!used) return
    let current = true
    piece.load().then(
      (arrived) => current && setModule(() => arrived),
      () => current && setUsed(false),
    )
    return () => {
      current = false
    }
  }, [piece, used])
  return { module: used ? module : undefined, used, preload, use }
}

/**
 * The real piece's control takes the focus its stand-in had, once, as it replaces it (a new element: the
 * stand-in's left the page with it); an input keeps the caret after what was typed.
 */
export const useFocusOnMount = <E extends HTMLElement>(focus: boolean) => {
  const element = useRef<E>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the take-over happens at mount only
  useEffect(() => {
    const control = element.current
    if (!focus || !control) return
    control.focus()
    if (control instanceof HTMLInputElement)
      control.setSelectionRange(control.value.length, control.value.length)
  }, [])
  return element
}

/**
 * A button's hands on its real piece: the pointer or the focus reaching it starts the import, and `focused`
 * says whether it holds the focus, for the real piece to keep it as it opens.
 */
export const usePreloadingTrigger = (preload: () => void) => {
  const focused = useRef(false)
  const handlers = {
    onPointerEnter: preload,
    onFocus: () => {
      focused.current = true
      preload()
    },
    onBlur: () => {
      focused.current = false
    },
  }
  return { focused, handlers }
}
