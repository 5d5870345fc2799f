import { Anchor, Container, Group } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { lazy, Suspense } from "react"
import { useSessionQuery } from "../../lib/session/queries"
import { canChat } from "../../lib/session/roles"
import { useSession } from "../../lib/session/session-store"
import { RoleNav } from "./role-nav"

// Mantine's Menu brings Popover and floating-ui (about 30 kB gzipped): loaded only once someone is signed in.
const UserMenu = lazy(() => import("./user-menu").then(({ UserMenu }) => ({ default: UserMenu })))
const NotificationBell = lazy(() =>
  import("../../features/notifications/components/notification-bell").then(({ NotificationBell }) => ({
    default: NotificationBell,
  })),
)

const ChatHeaderLink = lazy(() =>
  import("../../features/chat/components/chat-header-link").then(({ ChatHeaderLink }) => ({
    default: ChatHeaderLink,
  })),
)

export function AppHeader() {
  const { token } = useSession()
  const session = useSessionQuery()
  // Once the app is open to the user (no gate pending): their notifications are theirs to read.
  const open = token !== null && session.data?.gate === null
  // government users and company users talk with each other (spec 02 §6); admins have no conversations
  const chats = open && session.data !== undefined && canChat(session.data.user)
  return (
    <header className="app-header">
      <Container size="lg" py="sm">
        {/* brand, destinations and tools: one row on a wide screen, the destinations on a row of their own below
            a narrow one (app-frame.css), its room kept from the first paint so nothing moves as they arrive */}
        <div className="app-header-bar">
          <Anchor
            renderRoot={(props) => <Link to="/" {...props} />}
            fw={800}
            fz="xl"
            c="var(--mantine-primary-color-filled)"
            underline="never"
            className="app-header-brand"
          >
            Ignite
          </Anchor>
          {token !== null && (
            <>
              <div className="app-header-nav">
                <RoleNav />
              </div>
              <Group gap="md" wrap="nowrap" className="app-header-tools">
                <Suspense fallback={null}>
                  {chats && <ChatHeaderLink />}
                  {open && <NotificationBell />}
                  <UserMenu />
                </Suspense>
              </Group>
            </>
          )}
        </div>
      </Container>
    </header>
  )
}
