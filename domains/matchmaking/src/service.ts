import { randomUUID } from "node:crypto"
import { type EventStore, handleCommand } from "@ignite/platform"
import { matchFeedbackStreamId } from "./match-feedback"
import { type MatchFeedbackCommand, matchFeedbackDecider } from "./match-feedback.decide"

type Give = Omit<Extract<MatchFeedbackCommand, { type: "GiveMatchFeedback" }>, "type">
type Success = Omit<Extract<MatchFeedbackCommand, { type: "RecordMatchSuccess" }>, "type">

/** The matchmaking domain's commands: a user's feedback on the matches offered to them. */
export interface MatchmakingService {
  giveFeedback(command: Give): Promise<void>
  recordSuccess(command: Success): Promise<void>
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
  const run = async (command: MatchFeedbackCommand) => {
    await handleCommand(store, matchFeedbackDecider, matchFeedbackStreamId(command.userId), command, {
      now: now(),
      newId,
      actorId: command.userId,
    })
  }
  return {
    giveFeedback: (command) => run({ type: "GiveMatchFeedback", ...command }),
    recordSuccess: (command) => run({ type: "RecordMatchSuccess", ...command }),
  }
}
