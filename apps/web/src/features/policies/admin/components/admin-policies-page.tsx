import type { PolicyKind } from "@ignite/contracts"
import { Alert, Tabs } from "@mantine/core"
import type { ReactNode } from "react"
import { AdminPage } from "../../../../ui/admin-page/admin-page"
import { adminPolicyKinds, isPolicyKind } from "../policy-kinds"
import { policyKindTitles } from "../publish-form"
import { PolicyAdminPanel } from "./policy-admin-panel"

export interface AdminPoliciesPageProps {
  readonly kind: PolicyKind
  readonly onKindChange: (kind: PolicyKind) => void
  /** The way between the admin screens, given by the route (routes/-components/admin-nav). */
  readonly nav: ReactNode
  /** Ways to the screens next to this one (the government sign-up allow list), given by the route. */
  readonly links: ReactNode
}

/** /admin/policies: each policy's version in force, and publishing the next one. */
export function AdminPoliciesPage({ kind, onKindChange, nav, links }: AdminPoliciesPageProps) {
  return (
    <AdminPage
      nav={nav}
      title="Policies"
      intro="The documents every user reads, and the versions they agree to."
      headingExtra={links}
    >
      <Alert
        role="note"
        variant="light"
        color="yellow"
        // yellow text on the light yellow ground is too faint to read (axe: color-contrast)
        styles={{ title: { color: "var(--mantine-color-text)" } }}
        title="Publishing terms or privacy asks everyone to agree again"
      >
        A new Terms of Service or Privacy Statement takes effect as soon as it is published: every user, you
        included, is sent to agree to it the next time they open or move around the app, and cannot use it
        until they do. A new Anti-Spam Policy is only shown on its page; nobody has to sign it.
      </Alert>
      <Tabs value={kind} onChange={(value) => isPolicyKind(value) && onKindChange(value)} keepMounted={false}>
        <Tabs.List>
          {adminPolicyKinds.map((each) => (
            <Tabs.Tab key={each} value={each}>
              {policyKindTitles[each]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {adminPolicyKinds.map((each) => (
          <Tabs.Panel key={each} value={each} pt="lg">
            <PolicyAdminPanel kind={each} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </AdminPage>
  )
}
