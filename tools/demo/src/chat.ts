import { createChatService } from "@ignite/domain-chat"
import type { Services } from "@ignite/wiring"

const hour = 60 * 60 * 1000
const day = 24 * hour

/** Who writes in a demo conversation: the company's user or the government user. */
type Line = readonly [side: "account" | "gov", hoursAgo: number, content: string]

/**
 * company@ignite.local (Acme Robotics) and gov@ignite.local over a week: Acme's first message waits for
 * Grace's reply, which opens the conversation; the last two messages are Acme's, unread by Grace.
 */
export const demoConversation: readonly Line[] = [
  [
    "account",
    6 * 24 + 2,
    "Hello Grace, I saw your line of effort on autonomous ground robots for base logistics. Acme Robotics builds outdoor resupply robots; would a short demo be useful?",
  ],
  [
    "gov",
    5 * 24 + 20,
    "Hi Cory, thanks for reaching out. Yes, we are scoping a perimeter patrol pilot for this spring. How do your robots handle mud and snow?",
  ],
  [
    "account",
    5 * 24 + 18,
    "Our tracked platform ran through two winters at a Minnesota depot. I can send the field report and the maintenance numbers.",
  ],
  ["gov", 4 * 24 + 3, "Please do. Also: can they run without a network link for a full shift?"],
  [
    "account",
    4 * 24 + 1,
    "Yes, they plan routes on board and sync when they are back in range. Field report attached to our storefront under Use Cases.",
  ],
  ["gov", 2 * 24 + 6, "Read it, impressive. Could you brief my team on Thursday at 10:00 Central?"],
  ["account", 26, "Thursday at 10:00 Central works. I will bring our lead engineer."],
  [
    "account",
    3,
    "Quick follow-up: should we bring a robot on site, or is a video walkthrough enough for a first look?",
  ],
]

/** Tempered Materials' first message to vision@ignite.local: pending until Val replies. */
export const demoPendingMessage =
  "Hello Val, Tempered Materials makes ultra-high-temperature ceramics for hypersonic leading edges. We have arc-jet data for our HTX-9 composite and would welcome a conversation about your test programs."

/**
 * The demo's conversations, written by the chat domain's own command (the decider's rules apply: the first
 * message waits for a reply, replies open the thread) with a clock set back to each message's time, so the
 * history spans a week. The notifier tells the recipients, as for any message.
 */
export const seedDemoChats = async (
  services: Services,
  people: {
    readonly companyUserId: string
    readonly companyAccountId: string
    readonly govUserId: string
    readonly pending: { readonly userId: string; readonly accountId: string; readonly visionUserId: string }
  },
  now = new Date(),
) => {
  let at = now
  const chat = createChatService({ store: services.platform.store, now: () => at })
  for (const [side, hoursAgo, content] of demoConversation) {
    at = new Date(now.getTime() - hoursAgo * hour)
    await chat.send({
      accountId: people.companyAccountId,
      govUserId: people.govUserId,
      senderId: side === "account" ? people.companyUserId : people.govUserId,
      senderSide: side,
      content,
      clientMessageId: null,
      govUserAllowsRequests: true,
    })
  }
  at = new Date(now.getTime() - day / 2)
  await chat.send({
    accountId: people.pending.accountId,
    govUserId: people.pending.visionUserId,
    senderId: people.pending.userId,
    senderSide: "account",
    content: demoPendingMessage,
    clientMessageId: null,
    govUserAllowsRequests: true,
  })
  // the recipients' notifications, as a user signing in right after would find them
  await services.platform.runner.drain("chat-notifier")
}
