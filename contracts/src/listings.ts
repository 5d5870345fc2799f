import { Schema } from "effect"
import { ArtifactAttachment, ArtifactLink } from "./artifacts"
import { Eager, eagerRelations } from "./eager"
import { StoredFile } from "./file-address"
import { PageQuery, Paginated } from "./pagination"

export {
  listingErrors,
  listingFormMessages,
  listingMessages,
  paymentStatusMessages,
} from "./texts/listings"

const Nullable = <S extends Schema.Top>(schema: S) => Schema.NullOr(schema)

/** A storefront as its readers get it (spec 02 §3 Listing; the owner-edited fields arrive with editing). */
export const ListingView = Schema.Struct({
  id: Schema.String,
  accountId: Schema.String,
  uniqueEntityId: Schema.String,
  name: Schema.String,
  website: Nullable(Schema.String),
  addressLine1: Schema.String,
  addressLine2: Schema.String,
  addressLine3: Schema.String,
  city: Schema.String,
  stateOrProvince: Schema.String,
  postalCode: Schema.String,
  country: Schema.String,
  numberOfEmployees: Nullable(Schema.Number),
  businessClassifications: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String })),
  /** The owners' fields: null until they first edit the storefront. */
  tagLine: Nullable(Schema.String),
  logo: Nullable(StoredFile),
  yearFounded: Nullable(Schema.Number),
  samCode: Nullable(Schema.String),
  dunsCode: Nullable(Schema.String),
  cageCode: Nullable(Schema.String),
  /** Sanitized rich text. */
  capabilityStatement: Nullable(Schema.String),
  pointOfContactId: Nullable(Schema.String),
  naicsCodes: Schema.Array(Schema.Struct({ id: Schema.String, code: Schema.String, name: Schema.String })),
  productServiceCodes: Schema.Array(
    Schema.Struct({ id: Schema.String, code: Schema.String, description: Schema.String }),
  ),
  technologyTypes: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String })),
  socialMediaAccounts: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      socialMediaTypeId: Schema.String,
      socialMediaTypeName: Schema.String,
      identifier: Schema.String,
    }),
  ),
  isPublished: Schema.Boolean,
  isOnlyVisionVisible: Schema.Boolean,
  /** Government users' views in the last 30 days. */
  views: Schema.Number,
  /** When the registry last changed the profile (ISO), null before any sync. */
  lastProfileSync: Nullable(Schema.String),
  updatedAt: Schema.String,
  /**
   * The links and attachments of the listing's services, products and use cases, together (spec 02 §2: "The
   * listing is loaded with its links, attachments"), newest artifact first.
   */
  listingArtifactLinks: Schema.Array(ArtifactLink),
  listingArtifactAttachments: Schema.Array(ArtifactAttachment),
})
export type ListingView = typeof ListingView.Type

export const PaymentStatusInput = Schema.Struct({ status: Schema.Literals(["good_standing", "past_due"]) })
export type PaymentStatusInput = typeof PaymentStatusInput.Type

export const ListingsPage = Paginated(ListingView)
export type ListingsPage = typeof ListingsPage.Type

/** An award (spec 02 §3 Award), read-only: its facts come from third-party sources. */
export const Award = Schema.Struct({
  id: Schema.String,
  listingId: Schema.String,
  awardTitle: Schema.String,
  agency: Schema.String,
  branch: Nullable(Schema.String),
  program: Nullable(Schema.String),
  phase: Nullable(Schema.String),
  contractNumber: Nullable(Schema.String),
  agencyTrackingNumber: Nullable(Schema.String),
  solicitationNumber: Nullable(Schema.String),
  topicCode: Nullable(Schema.String),
  awardYear: Nullable(Schema.Number),
  awardAmount: Nullable(Schema.Number),
  state: Nullable(Schema.String),
  contractAwardDate: Nullable(Schema.String),
  /** SBIR.gov reports the award date as the contract's start. */
  contractStartDate: Nullable(Schema.String),
  contractEndDate: Nullable(Schema.String),
  productServiceCode: Nullable(Schema.String),
  principleNaicsCode: Nullable(Schema.String),
  piName: Nullable(Schema.String),
  piTitle: Nullable(Schema.String),
  piPhone: Nullable(Schema.String),
  piEmail: Nullable(Schema.String),
  researchInstitutionName: Nullable(Schema.String),
  awardAbstract: Nullable(Schema.String),
  anticipatedBenefits: Nullable(Schema.String),
  createdAt: Schema.String,
  updatedAt: Schema.String,
})
export type Award = typeof Award.Type

export const AwardsPage = Paginated(Award)
export type AwardsPage = typeof AwardsPage.Type

export const awardSortFields = ["createdAt", "updatedAt"] as const
export const AwardsQuery = Schema.Struct({
  ...PageQuery.fields,
  searchAwards: Schema.optional(Schema.String.check(Schema.isMaxLength(200))),
  sortBy: Schema.optional(Schema.Literals(awardSortFields)),
  sortDirection: Schema.optional(Schema.Literals(["asc", "desc"])),
  /** Awards have no relations to include: any name is refused rather than ignored. */
  eager: Schema.optional(Eager(eagerRelations.awards)),
})
export type AwardsQuery = typeof AwardsQuery.Type

/** A file a streamed upload route received, on the server's disk (never sent by clients as such). */
export const UploadedFile = Schema.Struct({ path: Schema.String, fileName: Schema.String, bytes: Schema.Int })
export type UploadedFile = typeof UploadedFile.Type

/** What an SBIR.gov award import did (the CLI and the admin screen show it). */
export const ImportSummary = Schema.Struct({
  rows: Schema.Int,
  companiesNew: Schema.Int,
  companiesUpdated: Schema.Int,
  awardsNew: Schema.Int,
  awardsUpdated: Schema.Int,
  unchanged: Schema.Int,
  rejected: Schema.Int,
  /** The first rejections with their line and reasons (all of them are counted above). */
  rejections: Schema.Array(Schema.Struct({ line: Schema.Int, reasons: Schema.Array(Schema.String) })),
})
export type ImportSummary = typeof ImportSummary.Type

export const ImportJob = Schema.Struct({
  id: Schema.String,
  fileName: Schema.String,
  status: Schema.Literals(["running", "done", "failed"]),
  startedAt: Schema.String,
  finishedAt: Nullable(Schema.String),
  /** Bytes of the file read so far, and its size when known: the progress bar. */
  bytesRead: Schema.Int,
  bytesTotal: Nullable(Schema.Int),
  summary: ImportSummary,
  error: Nullable(Schema.String),
})
export type ImportJob = typeof ImportJob.Type
