import type { AnalyticsConversationRow, AnalyticsGovUserRow, AnalyticsStorefrontRow } from "@ignite/contracts"
import { Anchor } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import type { DataColumn } from "../../../ui/data-table/data-table"

const yesNo = (value: boolean) => (value ? "Yes" : "No")

/** A storefront's name, leading to its listing view (spec 02 §2: /ignite/listings/{id}). */
export function StorefrontLink({ listingId, name }: { readonly listingId: string; readonly name: string }) {
  return (
    <Anchor
      size="sm"
      renderRoot={(props) => <Link to="/ignite/listings/$id" params={{ id: listingId }} {...props} />}
    >
      {name}
    </Anchor>
  )
}

/** A government user's name, leading to their profile (spec 02 §2: /gov/users/{id}). */
function GovUserLink({ userId, name }: { readonly userId: string; readonly name: string }) {
  return (
    <Anchor size="sm" renderRoot={(props) => <Link to="/gov/users/$id" params={{ id: userId }} {...props} />}>
      {name}
    </Anchor>
  )
}

/** The storefronts behind a slice; `matching` names what of each the number counted. */
export const storefrontColumns = (matching: string): DataColumn<AnalyticsStorefrontRow>[] => [
  {
    id: "name",
    header: "Storefront",
    value: (row) => row.name,
    cell: (row) => <StorefrontLink listingId={row.listingId} name={row.name} />,
  },
  { id: "matching", header: matching, value: (row) => row.matching, numeric: true },
]

/** Government users behind a slice or an organisation's row. */
export const govUserColumns: DataColumn<AnalyticsGovUserRow>[] = [
  {
    id: "name",
    header: "Name",
    value: (row) => row.name,
    cell: (row) => <GovUserLink userId={row.userId} name={row.name} />,
  },
  { id: "organization", header: "Organization", value: (row) => row.organization ?? "" },
  { id: "vision", header: "VISION", value: (row) => yesNo(row.visionLinked) },
]

/** A month's conversations: who talked, how much, and whether it counted as active. */
export const conversationColumns: DataColumn<AnalyticsConversationRow>[] = [
  {
    id: "company",
    header: "Company",
    value: (row) => row.companyName,
    cell: (row) =>
      row.listingId ? <StorefrontLink listingId={row.listingId} name={row.companyName} /> : row.companyName,
  },
  {
    id: "govUser",
    header: "Government user",
    value: (row) => row.govUserName,
    cell: (row) => <GovUserLink userId={row.govUserId} name={row.govUserName} />,
  },
  { id: "messages", header: "Messages", value: (row) => row.messages, numeric: true },
  { id: "active", header: "Active", value: (row) => yesNo(row.active) },
]
