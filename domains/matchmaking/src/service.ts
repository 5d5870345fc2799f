import { commandRunner, type ServiceDeps } from "@ignite/platform"
import { type MatchDigestCommand, matchDigestDecider, matchDigestStreamId } from "./match-digest"
import { matchFeedbackStreamId } from "./match-feedback"
import { type MatchFeedbackCommand, matchFeedbackDecider } from "./match-feedback.decide"

type Give = Omit<Extract<MatchFeedbackCommand, { type: "GiveMatchFeedback" }>, "type">
type Success = Omit<Extract<MatchFeedbackCommand, { type: "RecordMatchSuccess" }>, "type">

/** The matchmaking domain's commands: a user's feedback on the matches offered to them. */
export interface MatchmakingService {
  giveFeedback(command: Give): Promise<void>
  recordSuccess(command: Success): Promise<void>
  /** Opt in to (or out of) the weekly digest of new matches. */
  changeDigest(userId: string, enabled: boolean): Promise<void>
  /**
   * A digest of the user's matches now, best first, if the rule allows one: the ids it lists (none when
   * nothing is sent) and the event's id, which the in-app notification is named by.
   */
  sendDigest(command: Omit<Extract<MatchDigestCommand, { type: "SendMatchDigest" }>, "type">): Promise<{
    readonly matchIds: readonly string[]
    readonly digestId: string | null
  }>
}

export const createMatchmakingService = (deps: ServiceDeps): MatchmakingService => {
  const commands = commandRunner(deps)
  const run = async (command: MatchFeedbackCommand) => {
    await commands.run(matchFeedbackDecider, matchFeedbackStreamId(command.userId), command, command.userId)
  }
  const digest = async (command: MatchDigestCommand) =>
    commands.run(matchDigestDecider, matchDigestStreamId(command.userId), command, command.userId)
  return {
    changeDigest: async (userId, enabled) => {
      await digest({ type: "ChangeMatchDigest", userId, enabled })
    },
    sendDigest: async (command) => {
      const { events, recorded } = await digest({ type: "SendMatchDigest", ...command })
      const sent = events.find((event) => event.type === "MatchDigestSent")
      return sent?.type === "MatchDigestSent"
        ? { matchIds: sent.data.matchIds, digestId: recorded[0]?.eventId ?? null }
        : { matchIds: [], digestId: null }
    },
    giveFeedback: (command) => run({ type: "GiveMatchFeedback", ...command }),
    recordSuccess: (command) => run({ type: "RecordMatchSuccess", ...command }),
  }
}
