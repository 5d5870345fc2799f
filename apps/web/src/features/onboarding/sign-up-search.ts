import { optionalText, presentParams } from "../../lib/search-params"

// The sign-up routes carry the link's token and the names its check answered (spec 01 §2).

export const claimSignUpSearch = (search: Record<string, unknown>) =>
  presentParams({
    claimToken: optionalText(search.claimToken),
    firstName: optionalText(search.firstName),
    lastName: optionalText(search.lastName),
  })

export const inviteSignUpSearch = (search: Record<string, unknown>) =>
  presentParams({
    inviteToken: optionalText(search.inviteToken),
    firstName: optionalText(search.firstName),
    lastName: optionalText(search.lastName),
  })
