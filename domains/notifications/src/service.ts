import { commandRunner, type ServiceDeps } from "@ignite/platform"
import { inboxStreamId } from "./inbox"
import { type InboxCommand, inboxDecider } from "./inbox.decide"

type NewMessage = Omit<Extract<InboxCommand, { type: "NotifyNewMessage" }>, "type">

/**
 * What a user does with their notifications (mark one or all read) and what chat tells them (a new message,
 * a conversation read). Answers nothing: readers read the read model.
 */
export interface NotificationsService {
  markRead(userId: string, notificationId: string): Promise<void>
  markAllRead(userId: string): Promise<void>
  notifyNewMessage(message: NewMessage): Promise<void>
  markChatThreadRead(userId: string, chatThreadId: string): Promise<void>
}

export const createNotificationsService = (deps: ServiceDeps): NotificationsService => {
  const commands = commandRunner(deps)
  const run = async (command: InboxCommand) => {
    await commands.run(inboxDecider, inboxStreamId(command.userId), command, command.userId)
  }
  return {
    markRead: (userId, notificationId) => run({ type: "MarkNotificationRead", userId, notificationId }),
    markAllRead: (userId) => run({ type: "MarkAllNotificationsRead", userId }),
    notifyNewMessage: (message) => run({ type: "NotifyNewMessage", ...message }),
    markChatThreadRead: (userId, chatThreadId) =>
      run({ type: "MarkChatThreadNotificationRead", userId, chatThreadId }),
  }
}
