import type { ChatService } from "@ignite/domain-chat"

const hour = 60 * 60 * 1000

/** What one line of a generated conversation says, by who writes it. */
const openings = [
  "Hello, I read your line of effort and think our work fits. Would a short call be useful?",
  "Good morning. We have a Phase II prototype that matches what you describe; may I send a one-page summary?",
  "Hi, our team builds this for field units today. Happy to share test results if they help your program.",
]
const replies = [
  "Thanks for reaching out. Yes, please send the summary and your test data.",
  "Interesting. What readiness level is it at, and has it been tested outdoors?",
  "Could you brief my team next week? Tuesday or Thursday morning works.",
]
const followUps = [
  "Attached to our storefront under Use Cases. We can bring the engineer who ran the tests.",
  "It is at TRL 6; the field report is on our storefront.",
  "Thursday at 10:00 Eastern works. I will send an invite.",
  "Thank you for the call today. The follow-up notes are on the way.",
]
const govOpenings = [
  "Hello, your storefront came up in my search. Are you taking on new pilots this year?",
  "Hi, we are scoping a prototype effort and your capability statement stood out. Can we talk?",
]
const companyAnswers = [
  "Thank you for writing. Yes, we are; here is what we could pilot with you.",
  "Glad you found us. Our engineer can walk you through it this week.",
]

export type ChatSide = "account" | "gov"

/** One message of a planned conversation: who writes, when, what. */
export interface ConversationLine {
  readonly side: ChatSide
  readonly at: Date
  readonly content: string
}

/**
 * A conversation's lines, replies hours to two days apart: who starts it writes first; unanswered, that is
 * all; answered, the other side replies (which activates a company's first message) and one to four more
 * lines follow, alternating. Nothing is dated after `until`: the last lines of a recent thread still lie ahead.
 */
export const conversationLines = (
  next: () => number,
  shape: {
    readonly startedBy: ChatSide
    readonly answered: boolean
    readonly startAt: Date
    readonly until: Date
  },
): ConversationLine[] => {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!
  const other: ChatSide = shape.startedBy === "gov" ? "account" : "gov"
  const said: [ChatSide, string][] = [
    [shape.startedBy, pick(shape.startedBy === "gov" ? govOpenings : openings)],
  ]
  if (shape.answered) {
    said.push([other, pick(other === "gov" ? replies : companyAnswers)])
    const more = 1 + Math.floor(next() * 4)
    for (let line = 0; line < more; line++)
      said.push(line % 2 === 0 ? ["account", pick(followUps)] : ["gov", pick(replies)])
  }
  const lines: ConversationLine[] = []
  let at = shape.startAt.getTime()
  for (const [side, content] of said) {
    if (at > shape.until.getTime()) break
    lines.push({ side, at: new Date(at), content })
    at += Math.floor((2 + next() * 46) * hour)
  }
  return lines
}

/**
 * Sends a conversation's lines through the chat domain's command (its rules apply: a company's first message
 * waits for a reply, and a government user who turned message requests off cannot be written to first),
 * each on a clock set to its line's time.
 */
export const sendConversation = async (
  chat: ChatService,
  setClock: (at: Date) => void,
  pair: {
    readonly accountId: string
    readonly companyUserId: string
    readonly govUserId: string
    readonly govUserAllowsRequests: boolean
  },
  lines: readonly ConversationLine[],
) => {
  for (const line of lines) {
    setClock(line.at)
    await chat.send({
      accountId: pair.accountId,
      govUserId: pair.govUserId,
      senderId: line.side === "account" ? pair.companyUserId : pair.govUserId,
      senderSide: line.side,
      content: line.content,
      clientMessageId: null,
      govUserAllowsRequests: pair.govUserAllowsRequests,
    })
  }
}
