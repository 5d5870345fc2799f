import { sessionTexts } from "@ignite/contracts/texts"

/** The texts the gate and the authorization handling show (spec 01 §8). */
export const sessionMessages = {
  sessionExpired: sessionTexts.sessionExpired,
  pleaseSignIn: sessionTexts.pleaseSignIn,
  pleaseConfirm: sessionTexts.pleaseConfirm,
  loadUserFailed: sessionTexts.loadUserFailed,
} as const
