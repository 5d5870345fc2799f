import type { RouterHistory } from "@tanstack/react-router"
import { carryNotice } from "../../ui/notifications/carried-notice"
import { appNotifications } from "../../ui/notifications/notification-store"
import { signInPath } from "./gate"

/**
 * /signin is a document of its own (signin.html, src/signin), not a screen of the app: the app's /signin route
 * hands over to it with a full load, taking along the notification on screen ("If the email provided is in
 * our records…"). Where the app itself was sent for /signin (a build without that document), it stays, or it
 * would load itself forever.
 */
const documentPath = (): string | undefined => {
  // The document's own address, which the router's later moves (pushState) do not change.
  const [entry] = typeof performance === "undefined" ? [] : performance.getEntriesByType("navigation")
  return entry ? new URL(entry.name).pathname : undefined
}

type Move = "push" | "replace"

export const signInDocument = {
  /** Component tests replace this (test-support/app-harness): happy-dom has no second document to load. */
  open: (href: string, move: Move) =>
    move === "push" ? window.location.assign(href) : window.location.replace(href),
}

const isSignInHref = (href: string) => /^\/signin(?:[?#]|$)/.test(href)

/** Leaves the app for the sign-in document; false where this build has none (see above). */
export const openSignInDocument = (href: string, move: Move = "replace"): boolean => {
  if (documentPath() === signInPath) return false
  const notice = appNotifications.getSnapshot()
  if (notice) carryNotice(notice)
  signInDocument.open(href, move)
  return true
}

/**
 * The browser history the app's router uses, with its moves to /signin (the gate's redirects, links, sign-out)
 * turned into loads of the sign-in document before the address changes: the address never shows /signin over
 * the app's spinner, and a page opened at once after it is not cut short by the hand-over.
 */
export const withSignInDocument = (history: RouterHistory): RouterHistory => {
  const { push, replace } = history
  history.push = (path, ...rest) => {
    if (!isSignInHref(path) || !openSignInDocument(path, "push")) push(path, ...rest)
  }
  history.replace = (path, ...rest) => {
    if (!isSignInHref(path) || !openSignInDocument(path, "replace")) replace(path, ...rest)
  }
  return history
}
