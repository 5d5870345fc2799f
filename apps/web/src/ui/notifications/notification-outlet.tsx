import { Affix, Notification } from "@mantine/core"
import { useEffect } from "react"
import { takeCarriedNotice } from "./carried-notice"
import { clear, type NotificationSeverity, notify } from "./notification-store"
import { useNotification } from "./use-notification"

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
  // What the page before said as it sent the user here (the sign-in page's "Successfully signed in!"),
  // shown once the app has something on screen to say it over.
  useEffect(() => {
    const carried = takeCarriedNotice()
    if (carried) notify(carried)
  }, [])
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
