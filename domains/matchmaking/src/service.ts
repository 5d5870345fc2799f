import { randomUUID } from "node:crypto"
import { CreateMatchFeedbackInput, decodeInput, RenameMatchFeedbackInput } from "@ignite/contracts"
import { type EventStore, handleCommand } from "@ignite/platform"
import { matchFeedbackStreamId } from "./match-feedback"
import { type MatchFeedbackCommand, matchFeedbackDecider } from "./match-feedback.decide"

/** The matchmaking domain's commands. Answers carry ids only: readers read the read model. */
export interface MatchmakingService {
  /** Starts a match feedback for the user; answers its id. */
  create(userId: string, input: unknown): Promise<string>
  rename(userId: string, matchFeedbackId: string, input: unknown): Promise<void>
}

export const createMatchmakingService = ({
  store,
  now = () => new Date(),
  newId = randomUUID,
}: {
  readonly store: EventStore
  readonly now?: () => Date
  readonly newId?: () => string
}): MatchmakingService => {
  const run = (matchFeedbackId: string, command: MatchFeedbackCommand) =>
    handleCommand(store, matchFeedbackDecider, matchFeedbackStreamId(matchFeedbackId), command, {
      now: now(),
      newId,
      actorId: command.actorId,
    })

  return {
    async create(userId, input) {
      const { title } = decodeInput(CreateMatchFeedbackInput, input)
      const matchFeedbackId = newId()
      await run(matchFeedbackId, { type: "CreateMatchFeedback", matchFeedbackId, title, actorId: userId })
      return matchFeedbackId
    },
    async rename(userId, matchFeedbackId, input) {
      const { title } = decodeInput(RenameMatchFeedbackInput, input)
      await run(matchFeedbackId, { type: "RenameMatchFeedback", title, actorId: userId })
    },
  }
}
