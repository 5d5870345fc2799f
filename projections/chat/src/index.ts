import type { PlatformModule } from "@ignite/platform"
import { chatProjection } from "./chat.projection"

export { chatProjection } from "./chat.projection"
export {
  type ChatMessageRecord,
  type ChatReader,
  type ChatThreadRecord,
  chatFactsOfGovUsers,
  chatMessagesOf,
  chatThreadPair,
  chatThreadsOf,
  findChatMessage,
  findChatThread,
  unreadChatMessagesCount,
} from "./chat-queries"

/** The chat read model. */
export const chatReadModel: PlatformModule = { name: "chat-read-model", projections: [chatProjection] }
