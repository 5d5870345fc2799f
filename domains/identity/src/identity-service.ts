import { confirmationSlice } from "./confirmation"
import { emailChangeSlice } from "./email-change"
import { forgetLoginSlice } from "./forget-login"
import { type IdentityDeps, identityContext } from "./identity-context"
import { passwordChangesSlice } from "./password-changes"
import { profileSlice } from "./profile"
import { registrationSlice } from "./registration"
import { rolesSlice } from "./roles"
import { sessionsSlice } from "./sessions"

/**
 * Identity's commands, one slice per job. Each decides on the user stream and identity's own tables and
 * answers nothing a read model holds: what a user looks like now is `@ignite/projection-current-users`.
 */
export const createIdentityService = (deps: IdentityDeps) => {
  const identity = identityContext(deps)
  return {
    ...registrationSlice(identity),
    ...sessionsSlice(identity),
    ...confirmationSlice(identity),
    ...passwordChangesSlice(identity),
    ...emailChangeSlice(identity),
    ...profileSlice(identity),
    ...rolesSlice(identity),
    ...forgetLoginSlice(identity),
  }
}

export type IdentityService = ReturnType<typeof createIdentityService>
export type { IdentityDeps }
