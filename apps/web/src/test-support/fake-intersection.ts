import { act } from "react"

/**
 * IntersectionObserver as tests drive it (happy-dom's never reports): `FakeIntersection.show(element)` says
 * the element came into view, `hide` that it left.
 */
export class FakeIntersection {
  static observers = new Set<FakeIntersection>()
  private readonly targets = new Set<Element>()

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersection.observers.add(this)
  }

  observe(target: Element) {
    this.targets.add(target)
  }

  unobserve(target: Element) {
    this.targets.delete(target)
  }

  disconnect() {
    this.targets.clear()
    FakeIntersection.observers.delete(this)
  }

  takeRecords() {
    return []
  }

  private report(target: Element, isIntersecting: boolean) {
    if (this.targets.has(target))
      this.callback(
        [{ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      )
  }

  static async show(target: Element | null, isIntersecting = true) {
    if (!target) throw new Error("Nothing to show")
    await act(async () => {
      for (const observer of FakeIntersection.observers) observer.report(target, isIntersecting)
    })
  }

  static hide(target: Element | null) {
    return FakeIntersection.show(target, false)
  }

  static reset() {
    FakeIntersection.observers.clear()
  }
}
