import {
  ChatMessagesPage,
  ChatMessagesQuery,
  ChatMessageView,
  ChatThreadLookup,
  ChatThreadQuery,
  ChatThreadsPage,
  ChatThreadsQuery,
  ChatThreadView,
  CreateChatThreadInput,
  FindChatThreadInput,
  SendChatMessageInput,
  UnreadMessagesCount,
  Uuid,
} from "@ignite/contracts"
import { Schema } from "effect"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"

const ThreadRef = { chatThreadId: Uuid }

const chat = router({
  create: procedure("user")
    .input(input(CreateChatThreadInput))
    .output(output(ChatThreadView))
    .mutation(({ ctx, input }) => ctx.services.chat.create(ctx.caller, input)),
  find: procedure("user")
    .input(input(FindChatThreadInput))
    .output(output(ChatThreadLookup))
    .query(({ ctx, input }) => ctx.services.chat.find(ctx.caller, input.participants)),
  get: procedure("user")
    .input(input(Schema.Struct({ ...ThreadRef, ...ChatThreadQuery.fields })))
    .output(output(ChatThreadView))
    .query(({ ctx, input }) => ctx.services.chat.get(ctx.caller, input.chatThreadId, input.eager)),
  threads: procedure("user")
    .input(input(ChatThreadsQuery))
    .output(output(ChatThreadsPage))
    .query(({ ctx, input }) => ctx.services.chat.list(ctx.caller, input)),
  unreadCount: procedure("user")
    .output(output(UnreadMessagesCount))
    .query(({ ctx }) => ctx.services.chat.unreadCount(ctx.caller)),
  messages: procedure("user")
    .input(input(Schema.Struct({ ...ThreadRef, ...ChatMessagesQuery.fields })))
    .output(output(ChatMessagesPage))
    .query(({ ctx, input: { chatThreadId, ...query } }) =>
      ctx.services.chat.messages(ctx.caller, chatThreadId, query),
    ),
  send: procedure("user")
    .input(input(Schema.Struct({ ...ThreadRef, ...SendChatMessageInput.fields })))
    .output(output(ChatMessageView))
    .mutation(({ ctx, input: { chatThreadId, ...message } }) =>
      ctx.services.chat.sendMessage(ctx.caller, chatThreadId, message),
    ),
  pause: procedure("user")
    .input(input(Schema.Struct(ThreadRef)))
    .output(output(ChatThreadView))
    .mutation(({ ctx, input }) => ctx.services.chat.pause(ctx.caller, input.chatThreadId)),
  unpause: procedure("user")
    .input(input(Schema.Struct(ThreadRef)))
    .output(output(ChatThreadView))
    .mutation(({ ctx, input }) => ctx.services.chat.unpause(ctx.caller, input.chatThreadId)),
  markSeen: procedure("user")
    .input(input(Schema.Struct(ThreadRef)))
    .output(output(ChatThreadView))
    .mutation(({ ctx, input }) => ctx.services.chat.markSeen(ctx.caller, input.chatThreadId)),
})

export const chatProcedures = { chat }
