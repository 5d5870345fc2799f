export { type GovEmailAllowListCommand, govEmailAllowListDecider } from "./email-allow-list.decide"
export { type GovUserEvent, govUserStreamId } from "./gov-profile"
export { type GovProfileCommand, govProfileDecider, minimumServiceYear } from "./gov-profile.decide"
export {
  createGovUsersService,
  type GovUsersDeps,
  type GovUsersService,
  type KnownLists,
  visionUserScope,
} from "./govusers-service"
export {
  createVisionTokens,
  defaultVisionTokenTtlSeconds,
  type VisionTokens,
  visionKeyFrom,
} from "./vision-tokens"
