import { Schema, Struct } from "effect"
import { defineEvents, type EventDataOf, type EventUnionOf } from "./define"

/**
 * One stream per award, `award-<awardId>`: an SBIR/STTR award as a third-party source (SBIR.gov) reports it.
 * Awards are read-only in the product; a source that reports different facts later amends them, field by
 * field. The principal investigator and research-institution contact are people: their fields are sealed
 * with the awarded company's key (erasable with it).
 */
export const AwardFacts = Schema.Struct({
  awardTitle: Schema.String,
  agency: Schema.String,
  branch: Schema.NullOr(Schema.String),
  /** "Phase I" | "Phase II" | "Phase III" as the source names it. */
  phase: Schema.NullOr(Schema.String),
  /** SBIR | STTR */
  program: Schema.NullOr(Schema.String),
  agencyTrackingNumber: Schema.NullOr(Schema.String),
  contractNumber: Schema.NullOr(Schema.String),
  /** ISO dates (yyyy-mm-dd) or null when the source leaves them out. */
  contractAwardDate: Schema.NullOr(Schema.String),
  contractEndDate: Schema.NullOr(Schema.String),
  solicitationNumber: Schema.NullOr(Schema.String),
  solicitationYear: Schema.NullOr(Schema.Number),
  topicCode: Schema.NullOr(Schema.String),
  awardYear: Schema.NullOr(Schema.Number),
  /** In dollars, cents kept. */
  awardAmount: Schema.NullOr(Schema.Number),
  /** The awarded company's state (short code). */
  state: Schema.NullOr(Schema.String),
  awardAbstract: Schema.NullOr(Schema.String),
  piName: Schema.NullOr(Schema.String),
  piTitle: Schema.NullOr(Schema.String),
  piPhone: Schema.NullOr(Schema.String),
  piEmail: Schema.NullOr(Schema.String),
  researchInstitutionName: Schema.NullOr(Schema.String),
  researchInstitutionPocName: Schema.NullOr(Schema.String),
  researchInstitutionPocPhone: Schema.NullOr(Schema.String),
})
export type AwardFacts = typeof AwardFacts.Type
export type AwardFactName = keyof AwardFacts

/** Sealed with the company's key: names, addresses and numbers of people. */
export const personalAwardFacts = [
  "piName",
  "piTitle",
  "piPhone",
  "piEmail",
  "researchInstitutionPocName",
  "researchInstitutionPocPhone",
] as const satisfies readonly AwardFactName[]

export const awardEvents = defineEvents({
  AwardRecorded: {
    version: 1,
    personal: personalAwardFacts,
    data: Schema.Struct({
      awardId: Schema.String,
      accountId: Schema.String,
      listingId: Schema.String,
      /** Where the facts come from (`sbir.gov`) and the source's own key for the award. */
      source: Schema.String,
      sourceKey: Schema.String,
      recordedAt: Schema.String,
      ...AwardFacts.fields,
    }),
  },
  /** Only the facts that changed, with their new values. */
  AwardAmended: {
    version: 1,
    personal: personalAwardFacts,
    data: Schema.Struct({
      awardId: Schema.String,
      accountId: Schema.String,
      listingId: Schema.String,
      amendedAt: Schema.String,
      ...AwardFacts.mapFields(Struct.map(Schema.optionalKey)).fields,
    }),
  },
})

export type AwardEventData = EventDataOf<typeof awardEvents>
export type AwardEvent = EventUnionOf<typeof awardEvents>

export const awardStreamId = (awardId: string) => `award-${awardId}`
