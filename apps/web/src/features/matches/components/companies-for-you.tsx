import { Anchor, Avatar } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { useTRPC } from "../../../lib/trpc"
import { companyMatchesOptions } from "../queries"
import { MatchCard, MatchesSection } from "./matches-section"

/**
 * A government user's "Companies for you" (issue 24): the storefronts that fit their profile best, each with
 * the reason it was chosen.
 */
export default function CompaniesForYou() {
  const matches = useQuery(companyMatchesOptions(useTRPC()))
  return (
    <MatchesSection
      titleId="companies-for-you"
      title="Companies for you"
      noun="companies for you"
      query={matches}
      columns={{ base: 1, md: 2, lg: 3 }}
      footer="Chosen from your technology types, problem statement and lines of effort."
      empty={
        <>
          No storefront fits your profile yet. We match on the technology types, lines of effort and problem
          statement of your profile: the more it says, the better the fit.{" "}
          <Anchor size="sm" renderRoot={(props) => <Link to="/account" {...props} />}>
            Edit your profile
          </Anchor>
        </>
      }
    >
      {(match) => (
        <MatchCard
          key={match.listingId}
          id={match.listingId}
          name={match.name}
          reason={match.reason}
          terms={match.terms}
          avatar={
            <Avatar src={match.logo?.path ?? null} alt={`${match.name} logo`} name={match.name} radius="md" />
          }
          link={(props) => <Link to="/ignite/listings/$id" params={{ id: match.listingId }} {...props} />}
          participant={{ participantType: "Account", participantId: match.accountId }}
        />
      )}
    </MatchesSection>
  )
}
