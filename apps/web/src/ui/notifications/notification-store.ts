export type NotificationSeverity = "success" | "danger" | "warning" | "info"

export interface NotifyInput {
  readonly message: string
  readonly severity: NotificationSeverity
  /** How long the notification stays, in ms (spec 01 §9: 3000 by default). */
  readonly autoClearMs?: number
  /** While shown, later notifications are ignored until this one clears. */
  readonly suppress?: boolean
}

export interface ActiveNotification {
  /** Changes with every shown notification, so a repeated message is announced again. */
  readonly id: number
  readonly message: string
  readonly severity: NotificationSeverity
  readonly autoClearMs: number
  readonly suppress: boolean
}

export const defaultAutoClearMs = 3000

/** One notification at a time: a new one replaces the current, unless the current suppresses it. */
export const createNotificationStore = () => {
  let current: ActiveNotification | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let nextId = 1
  const listeners = new Set<() => void>()

  const emit = () => {
    for (const listener of listeners) listener()
  }

  const clear = () => {
    clearTimeout(timer)
    timer = undefined
    if (current === null) return
    current = null
    emit()
  }

  const notify = ({ message, severity, autoClearMs = defaultAutoClearMs, suppress = false }: NotifyInput) => {
    if (current?.suppress) return
    clearTimeout(timer)
    current = { id: nextId++, message, severity, autoClearMs, suppress }
    timer = setTimeout(clear, autoClearMs)
    emit()
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }

  const getSnapshot = () => current

  return { notify, clear, subscribe, getSnapshot }
}

export type NotificationStore = ReturnType<typeof createNotificationStore>

/** The app's one store; `useNotification` (use-notification.ts) reads it in React. */
export const appNotifications = createNotificationStore()

export const notify = appNotifications.notify
export const clear = appNotifications.clear
