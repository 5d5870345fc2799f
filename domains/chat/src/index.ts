export {
  type ChatThreadEvent,
  type ChatThreadState,
  type ChatThreadStreamEvent,
  chatThreadIdFor,
  chatThreadStreamId,
} from "./chat-thread"
export { type ChatThreadCommand, chatThreadDecider } from "./chat-thread.decide"
export { type ChatSend, type ChatService, type ChatThreadAct, createChatService } from "./service"
