import { identityMessages } from "@ignite/contracts/texts"

/** The texts the gate and the authorization handling show (spec 01 §8). */
export const sessionMessages = {
  sessionExpired: identityMessages.sessionExpired,
  pleaseSignIn: identityMessages.pleaseSignIn,
  pleaseConfirm: identityMessages.pleaseConfirm,
  loadUserFailed: identityMessages.loadUserFailed,
} as const
