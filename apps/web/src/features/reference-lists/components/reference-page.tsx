import { Tabs } from "@mantine/core"
import type { ReactNode } from "react"
import { AdminPage } from "../../../ui/admin-page/admin-page"
import type { OrganizationsRequest } from "../queries"
import { isReferenceKind, type ReferenceKind, referenceKinds, referenceKindTitles } from "../reference-kinds"
import { OrganizationsPanel, type OrganizationsPanelProps } from "./organizations-panel"
import { WholeListPanel } from "./whole-list-panel"

export interface ReferencePageProps {
  readonly kind: ReferenceKind
  readonly onKindChange: (kind: ReferenceKind) => void
  readonly organizations: OrganizationsPanelProps["request"]
  readonly onOrganizationsChange: (next: OrganizationsRequest) => void
  /** The way between the admin screens, given by the route (routes/-components/admin-nav). */
  readonly nav: ReactNode
}

/** /admin/reference: the lists forms and filters offer, which admins add to and rename in. */
export function ReferencePage({
  kind,
  onKindChange,
  organizations,
  onOrganizationsChange,
  nav,
}: ReferencePageProps) {
  return (
    <AdminPage
      nav={nav}
      title="Reference lists"
      intro="The choices people pick from on profiles, storefronts and searches. A renamed item keeps its place: everything that refers to it shows the new name."
    >
      <Tabs
        value={kind}
        onChange={(value) => isReferenceKind(value) && onKindChange(value)}
        keepMounted={false}
      >
        <Tabs.List>
          {referenceKinds.map((each) => (
            <Tabs.Tab key={each} value={each}>
              {referenceKindTitles[each]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {referenceKinds.map((each) => (
          <Tabs.Panel key={each} value={each} pt="lg">
            {each === "govUserOrganizations" ? (
              <OrganizationsPanel request={organizations} onChange={onOrganizationsChange} />
            ) : (
              <WholeListPanel kind={each} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </AdminPage>
  )
}
