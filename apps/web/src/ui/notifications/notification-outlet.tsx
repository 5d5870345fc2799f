import { Affix, Notification } from "@mantine/core"
import { clear, type NotificationSeverity, useNotification } from "./notification-store"

const severityColor: Record<NotificationSeverity, string> = {
  danger: "red",
  success: "green",
  warning: "yellow",
  info: "blue",
}

const severityTitle: Record<NotificationSeverity, string> = {
  danger: "Error",
  success: "Success",
  warning: "Warning",
  info: "Information",
}

/** The single toast of the app, fixed at the top right above every other layer. */
export function NotificationOutlet() {
  const notification = useNotification()
  if (notification === null) return null
  return (
    <Affix position={{ top: 16, right: 16 }} zIndex={1000} w="min(24rem, calc(100vw - 2rem))">
      <Notification
        key={notification.id}
        role="alert"
        color={severityColor[notification.severity]}
        title={severityTitle[notification.severity]}
        withBorder
        onClose={clear}
        closeButtonProps={{ "aria-label": "Dismiss notification" }}
        data-severity={notification.severity}
      >
        {notification.message}
      </Notification>
    </Affix>
  )
}
