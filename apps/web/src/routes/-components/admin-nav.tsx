import { Anchor, Group } from "@mantine/core"
import { Link } from "@tanstack/react-router"

/** The admin screens, in the order the header's Admin link leads into them (it opens the first). */
export const adminScreens = [
  { to: "/admin/analytics", label: "Analytics" },
  { to: "/audit", label: "Audit log" },
  { to: "/audit/reveals", label: "Reveals" },
  { to: "/admin/projections", label: "Projections" },
  { to: "/admin/policies", label: "Policies" },
  { to: "/admin/imports", label: "Award imports" },
  { to: "/admin/reference", label: "Reference lists" },
  { to: "/admin/accounts", label: "Accounts" },
  { to: "/admin/auditors", label: "Auditors" },
] as const

/** The way between the admin screens, atop each of them; the current one is marked for assistive technology. */
export function AdminNav() {
  return (
    <Group component="nav" aria-label="Admin" gap="lg">
      {adminScreens.map((screen) => (
        <Anchor
          key={screen.to}
          size="sm"
          fw={600}
          renderRoot={(props) => (
            <Link
              to={screen.to}
              // the path alone, whatever the search: the audit log is not also current on the reveals below it
              activeOptions={{ exact: true, includeSearch: false }}
              activeProps={{ "aria-current": "page", style: { textDecoration: "underline" } }}
              {...props}
            />
          )}
        >
          {screen.label}
        </Anchor>
      ))}
    </Group>
  )
}
