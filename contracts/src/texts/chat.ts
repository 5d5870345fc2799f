import { startChatTexts } from "./first-view"

/** Chat's texts (spec 02 §2 "Chat", §6, §8, §9), verbatim where the spec gives them. */
export const chatMessages = {
  cannotChatWithAccount: "You are unable to chat with this account",
  cannotChatWithUser: startChatTexts.cannotChatWithUser,
  messageRequestsOff: "This user's preferences do not allow new messages",
  sendFailed: "Error sending message. Please try again.",
  initiateFailed: startChatTexts.initiateFailed,
  loadFailed: "Error loading messages ...",
  pauseFailed: "Error pausing chat thread. Please try again.",
  unpauseFailed: "Error unpausing chat thread. Please try again.",
  startChat: startChatTexts.startChat,
  goToChat: startChatTexts.goToChat,
  newDivider: "New",
  moreUnread: "More Unread",
  newMessages: "New Messages",
  today: "Today",
  // beyond the spec: what the server says when a rule refuses a message, in the spec's tone
  awaitingReply: "You can send another message once this user replies.",
  threadPaused: "This conversation is paused. You can send messages again once it is unpaused.",
  pauseWhilePending: "A conversation can be paused once the government user has replied.",
  onlyGovPauses: "Only the government participant can pause or unpause this conversation.",
  contentTooShort: "Must be at least 2 characters",
  contentTooLong: "Must be at most 5,000 characters",
  noThreads: "No conversations yet",
  noMessages: "No messages yet",
  pausedNotice: "This conversation is paused.",
  pendingNotice: "Waiting for a reply: you can send another message once they reply.",
  retry: "Retry",
  notSent: "Not sent",
} as const

/** Minimum and maximum message length (spec 02 §9: 2; the maximum is ours, a long letter fits). */
export const chatMessageMinLength = 2
export const chatMessageMaxLength = 5_000

/** Error codes of chat: HTTP status and default message. */
export const chatErrors = {
  ChatWithAccountNotAllowed: { status: 403, message: chatMessages.cannotChatWithAccount },
  ChatWithUserNotAllowed: { status: 403, message: chatMessages.cannotChatWithUser },
  MessageRequestsNotAllowed: { status: 403, message: chatMessages.messageRequestsOff },
  AwaitingReply: { status: 409, message: chatMessages.awaitingReply },
  ChatThreadPaused: { status: 409, message: chatMessages.threadPaused },
  PauseNotAllowed: { status: 409, message: chatMessages.pauseWhilePending },
  OnlyGovPauses: { status: 403, message: chatMessages.onlyGovPauses },
} as const
