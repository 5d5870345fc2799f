import type { AppError } from "@ignite/contracts"
import { type AwardFactName, type AwardFacts, personalAwardFacts } from "@ignite/contracts/events"
import type { Decider, DecisionContext } from "@ignite/platform"
import { type AwardState, type AwardStreamEvent, evolveAward, initialAwardState } from "./award"

export type AwardCommand =
  /**
   * A source reports an award: the first report records it, a later one amends only the facts that differ,
   * the same report again changes nothing (re-importing a file is a no-op).
   */
  {
    readonly type: "ReportAward"
    readonly awardId: string
    readonly accountId: string
    readonly listingId: string
    readonly source: string
    readonly sourceKey: string
    readonly facts: AwardFacts
  }

const sealedPeople = (accountId: string, present: readonly string[]) => {
  const fields = personalAwardFacts.filter((field) => present.includes(field))
  return fields.length > 0 ? { subject: accountId, fields } : undefined
}

export const changedFacts = (before: AwardFacts, after: AwardFacts): Partial<AwardFacts> => {
  const changes: Record<string, unknown> = {}
  for (const name of Object.keys(after) as AwardFactName[])
    if (before[name] !== after[name]) changes[name] = after[name]
  return changes as Partial<AwardFacts>
}

export const decideAward = (
  command: AwardCommand,
  state: AwardState,
  ctx: DecisionContext,
): AwardStreamEvent[] | AppError => {
  const { awardId, accountId, listingId, facts } = command
  if (state.status === "none")
    return [
      {
        type: "AwardRecorded",
        data: {
          awardId,
          accountId,
          listingId,
          source: command.source,
          sourceKey: command.sourceKey,
          recordedAt: ctx.now.toISOString(),
          ...facts,
        },
        personal: sealedPeople(accountId, Object.keys(facts)),
      },
    ]
  const changes = changedFacts(state.facts, facts)
  const changed = Object.keys(changes)
  if (changed.length === 0) return []
  return [
    {
      type: "AwardAmended",
      data: {
        awardId: state.awardId,
        accountId: state.accountId,
        listingId: state.listingId,
        amendedAt: ctx.now.toISOString(),
        ...changes,
      },
      personal: sealedPeople(state.accountId, changed),
    },
  ]
}

export const awardDecider: Decider<AwardCommand, AwardStreamEvent, AwardState> = {
  initialState: initialAwardState,
  evolve: evolveAward,
  decide: decideAward,
}
