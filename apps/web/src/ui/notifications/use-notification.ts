import { useSyncExternalStore } from "react"
import { appNotifications, type NotificationStore } from "./notification-store"

/** The notification shown now; the store itself has no React in it, so a page without React can use it. */
export const useNotification = (store: NotificationStore = appNotifications) =>
  useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
