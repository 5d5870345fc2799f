import { Alert, Anchor, Card, Group, Loader, Stack, Text, Title } from "@mantine/core"
import type { UseQueryResult } from "@tanstack/react-query"
import type { CSSProperties, ReactNode } from "react"
import { StartChatButton } from "../../../ui/start-chat/start-chat-button"
import { DigestToggle } from "./digest-toggle"
import { MarkedReason } from "./marked-reason"
import { MatchActions } from "./match-actions"
import classes from "./matches-section.module.css"

/**
 * One side's matches on a home (issue 24), either way round: the heading, the digest switch, and the cards,
 * or what is matched on while nothing fits yet. A failure says so quietly: the rest of the home still works.
 */
export function MatchesSection<Match>({
  titleId,
  title,
  noun,
  query,
  empty,
  footer,
  columns,
  children,
}: {
  readonly titleId: string
  readonly title: string
  /** What the loader and a failure call them ("companies for you"). */
  readonly noun: string
  readonly query: UseQueryResult<{ readonly matches: readonly Match[] }, unknown>
  /** What the matches are chosen from, while none fits. */
  readonly empty: ReactNode
  readonly footer: string
  readonly columns: { readonly base: number; readonly md: number; readonly lg?: number }
  readonly children: (match: Match) => ReactNode
}) {
  if (query.isPending) return <Loader size="sm" role="status" aria-label={`Loading ${noun}`} />
  if (query.isError)
    return (
      <Alert color="gray" variant="light">
        {noun.charAt(0).toUpperCase() + noun.slice(1)} could not be loaded.
      </Alert>
    )
  const { matches } = query.data
  return (
    <Stack component="section" id="matches" aria-labelledby={titleId} gap={matches.length ? "sm" : "xs"}>
      <Title order={2} size="h4" id={titleId}>
        {title}
      </Title>
      {matches.length === 0 ? (
        <>
          <Text size="sm">{empty}</Text>
          <DigestToggle />
        </>
      ) : (
        <>
          <DigestToggle />
          <div className={classes.cards} style={columnsStyle(columns)}>
            {matches.map(children)}
          </div>
          <Text size="xs" c="dimmed">
            {footer}
          </Text>
        </>
      )}
    </Stack>
  )
}

/** One match: who, why (the shared words marked), and what to do about it. */
export function MatchCard({
  id,
  name,
  avatar,
  link,
  reason,
  terms,
  participant,
}: {
  readonly id: string
  readonly name: string
  readonly avatar: ReactNode
  /** The way to their page, as the anchor's root. */
  readonly link: (props: Record<string, unknown>) => ReactNode
  readonly reason: string
  readonly terms: readonly string[]
  readonly participant: { participantType: "Account" | "User"; participantId: string }
}) {
  return (
    <Card withBorder padding="md" component="article" aria-label={name}>
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap">
            {avatar}
            <Anchor fw={600} renderRoot={link}>
              {name}
            </Anchor>
          </Group>
          <MarkedReason reason={reason} terms={terms} />
        </Stack>
        <MatchActions
          id={id}
          name={name}
          chat={<StartChatButton size="xs" fromMatch participants={[participant]} />}
        />
      </Stack>
    </Card>
  )
}

/** The cards' columns per breakpoint, read by matches-section.module.css. */
const columnsStyle = ({ base, md, lg }: { base: number; md: number; lg?: number }) =>
  ({ "--columns-base": base, "--columns-md": md, "--columns-lg": lg ?? md }) as CSSProperties
