import { Anchor, Code, List, Stack, Text, Title } from "@mantine/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import type { ReactNode } from "react"
import { isNotFoundError } from "../../../lib/http-status"
import { useTRPC } from "../../../lib/trpc"
import { AdminPage } from "../../../ui/admin-page/admin-page"
import { QueryView } from "../../../ui/errors/query-view"
import type { StorefrontAsOfView } from "../audit-types"
import { storefrontAsOfOptions } from "../queries"
import { AsOfForm } from "./as-of-form"
import { StorefrontComparison } from "./storefront-comparison"
import { StorefrontItems } from "./storefront-items"

export interface StorefrontAsOfPageProps {
  readonly listingId: string
  /** The moment in the address (ISO). */
  readonly asOf: string | undefined
  readonly onAsOfChange: (asOf: string | undefined) => void
  readonly nav?: ReactNode
}

/** Awards whose people's fields the reader does not see, each linked to its history (where it is revealed). */
function HiddenFields({ answer }: { readonly answer: StorefrontAsOfView }) {
  const hidden = [...answer.asOf.hidden, ...answer.today.hidden].filter(
    (entry, i, all) => all.findIndex((other) => other.awardId === entry.awardId) === i,
  )
  if (hidden.length === 0) return null
  return (
    <Stack gap={4}>
      <Text size="sm">
        People's fields of {hidden.length === 1 ? "an award are" : `${hidden.length} awards are`} hidden as
        personal data (shown as none); reveal them from the award's history:
      </Text>
      <List size="sm">
        {hidden.map((entry) => (
          <List.Item key={entry.awardId}>
            <Anchor
              underline="always"
              renderRoot={(props) => (
                <Link
                  to="/audit/streams/$streamId"
                  params={{ streamId: `award-${entry.awardId}` }}
                  {...props}
                />
              )}
            >
              award-{entry.awardId}
            </Anchor>{" "}
            ({entry.fields.join(", ")}: {entry.state})
          </List.Item>
        ))}
      </List>
    </Stack>
  )
}

/**
 * /audit/listings/$listingId/storefront (issue 22): a listing's public storefront as government users saw it
 * at a moment, replayed from the log, beside today's, with what differs marked.
 */
export function StorefrontAsOfPage({ listingId, asOf, onAsOfChange, nav }: StorefrontAsOfPageProps) {
  const trpc = useTRPC()
  const storefront = useQuery({
    ...storefrontAsOfOptions(trpc, listingId, asOf ?? ""),
    enabled: asOf !== undefined,
    placeholderData: keepPreviousData,
  })
  return (
    <AdminPage
      nav={nav}
      title="Storefront as government users saw it"
      intro={
        <>
          The public storefront of listing <Code>{listingId}</Code> at a chosen moment, replayed from the log,
          beside today's.{" "}
          <Anchor
            underline="always"
            renderRoot={(props) => (
              <Link
                to="/audit/streams/$streamId"
                params={{ streamId: `listing-${listingId}` }}
                search={asOf ? { asOf } : {}}
                {...props}
              />
            )}
          >
            How it came to be
          </Anchor>
        </>
      }
    >
      <AsOfForm
        key={asOf ?? "none"}
        asOf={asOf}
        onChange={onAsOfChange}
        clearable={false}
        description="See the storefront as government users saw it then, beside today's"
      />
      {asOf === undefined ? (
        <Text>Choose a moment to see the storefront as it was then.</Text>
      ) : (
        <QueryView
          query={storefront}
          loading="Loading the storefront as it was"
          failed={
            isNotFoundError(storefront.error)
              ? `There is no listing ${listingId} in the log.`
              : "The storefront could not be replayed."
          }
        >
          {(answer) => (
            <Stack gap="xl">
              <Stack gap="sm" component="section" aria-labelledby="storefront-fields-title">
                <Title order={2} size="h4" id="storefront-fields-title">
                  Storefront
                </Title>
                <StorefrontComparison answer={answer} />
                <HiddenFields answer={answer} />
              </Stack>
              <Stack gap="sm" component="section" aria-labelledby="storefront-items-title">
                <Title order={2} size="h4" id="storefront-items-title">
                  Offers and awards
                </Title>
                <StorefrontItems asOf={answer.asOf} today={answer.today} changes={answer.differences.items} />
              </Stack>
            </Stack>
          )}
        </QueryView>
      )}
    </AdminPage>
  )
}
