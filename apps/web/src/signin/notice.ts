import type { ActiveNotification } from "../ui/notifications/notification-store"

const titles: Record<ActiveNotification["severity"], string> = {
  danger: "Error",
  success: "Success",
  warning: "Warning",
  info: "Information",
}

/**
 * The page's one notification, drawn as the app's outlet draws it (ui/notifications/notification-outlet.tsx):
 * an alert with a title by severity, the message and a dismiss button; nothing when there is none.
 */
export const renderNotice = (outlet: HTMLElement, notice: ActiveNotification | null, dismiss: () => void) => {
  outlet.replaceChildren()
  if (notice === null) return
  const document = outlet.ownerDocument
  const alert = document.createElement("div")
  alert.className = "notice"
  alert.setAttribute("role", "alert")
  alert.dataset.severity = notice.severity
  const body = document.createElement("div")
  body.className = "notice-body"
  const title = document.createElement("div")
  title.className = "notice-title"
  title.textContent = titles[notice.severity]
  const message = document.createElement("div")
  message.className = "notice-message"
  message.textContent = notice.message
  body.append(title, message)
  const close = document.createElement("button")
  close.type = "button"
  close.className = "notice-close"
  close.setAttribute("aria-label", "Dismiss notification")
  close.textContent = "×"
  close.addEventListener("click", dismiss)
  alert.append(body, close)
  outlet.append(alert)
}
