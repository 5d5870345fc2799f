export { type AwardEvent, type AwardState, awardStreamId } from "./award"
export { type AwardCommand, awardDecider, changedFacts } from "./award.decide"
export {
  type AwardOutcome,
  type AwardReport,
  type AwardsDeps,
  type AwardsService,
  awardDigest,
  awardMarkScope,
  createAwardsService,
} from "./awards-service"
export { type SbirColumn, sbirColumns } from "./sbir/columns"
export { readSbirFile, type SbirFileEntry } from "./sbir/reader"
export { isSbirRejection, type SbirAward, type SbirCompany, type SbirRejection, sbirSource } from "./sbir/row"
