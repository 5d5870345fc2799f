import { Avatar } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { useTRPC } from "../../../lib/trpc"
import { govUserMatchesOptions } from "../queries"
import { MatchCard, MatchesSection } from "./matches-section"

/**
 * A company user's "Government users interested in what you do" (issue 24): the government users whose
 * profile fits the storefront, among those who accept new company messages.
 */
export default function GovUsersForYou() {
  const matches = useQuery(govUserMatchesOptions(useTRPC()))
  return (
    <MatchesSection
      titleId="gov-users-for-you"
      title="Government users interested in what you do"
      noun="government users for you"
      query={matches}
      columns={{ base: 1, md: 2 }}
      footer="Chosen from your storefront's technology types, capability statement, offers and awards."
      empty={
        "No government user's interests fit your storefront yet, or it is not published. We match on its " +
        "technology types, NAICS codes, capability statement, offers and awards: the more it says, the better the fit."
      }
    >
      {(match) => (
        <MatchCard
          key={match.govUserId}
          id={match.govUserId}
          name={match.name}
          reason={match.reason}
          terms={match.terms}
          avatar={<Avatar src={match.headshot?.path ?? null} alt="" name={match.name} radius="xl" />}
          link={(props) => <Link to="/gov/users/$id" params={{ id: match.govUserId }} {...props} />}
          participant={{ participantType: "User", participantId: match.govUserId }}
        />
      )}
    </MatchesSection>
  )
}
