import { type AppError, isAppError } from "@ignite/contracts"
import type { Decider, DecisionContext, DomainEvent } from "./decider"

/**
 * Given/when/then for deciders:
 *   spec.given([...events]).when(command).thenEvents([...events])
 *   spec.given([...events]).when(command).thenFails("EmailUnmatched")
 * Throws with a readable diff so any test runner reports it.
 */
export const deciderSpec = <Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  defaultContext: () => DecisionContext,
) => ({
  given: (history: readonly Event[]) => ({
    when: (command: Command, context: Partial<DecisionContext> = {}) => {
      const state = history.reduce(decider.evolve, decider.initialState)
      const run = () => decider.decide(command, state, { ...defaultContext(), ...context })
      return {
        thenEvents(expected: readonly Event[]) {
          const actual = run()
          if (isAppError(actual))
            throw new Error(`Expected events but decide failed with ${actual.code}: ${actual.message}`)
          const a = JSON.stringify(actual, null, 2)
          const e = JSON.stringify(expected, null, 2)
          if (a !== e) throw new Error(`Events differ.\nExpected: ${e}\nActual:   ${a}`)
          return actual
        },
        thenFails(code: string, message?: string) {
          const actual = run()
          if (!isAppError(actual))
            throw new Error(`Expected failure ${code} but decide produced ${JSON.stringify(actual)}`)
          if (actual.code !== code) throw new Error(`Expected failure ${code} but got ${actual.code}`)
          if (message !== undefined && actual.message !== message)
            throw new Error(`Expected message "${message}" but got "${actual.message}"`)
          return actual as AppError
        },
        thenState(check: (state: State) => void) {
          const actual = run()
          if (isAppError(actual)) throw new Error(`decide failed with ${actual.code}`)
          check(actual.reduce(decider.evolve, state))
        },
      }
    },
  }),
})

/** A fixed clock and a counter for ids: deterministic decider tests. */
export const fixedContext = (now = new Date("2026-01-01T00:00:00.000Z")): (() => DecisionContext) => {
  return () => {
    let next = 0
    return { now, newId: () => `00000000-0000-4000-8000-${String(++next).padStart(12, "0")}` }
  }
}
