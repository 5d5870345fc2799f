import { Schema } from "effect"

/**
 * `eager`: the relations a read should include, comma-separated (`?eager=govUserExtendedData,technologyTypes`).
 * Each read names the relations it knows (spec 01 §7, spec 02 §7); a name it does not know is refused with a
 * 400 (ValidationFailed, details at `eager`), never silently ignored.
 */
export const eagerRelations = {
  /** GET /api/v1/current_user, PATCH /api/v1/users; the settings read asks for the three settings. */
  currentUser: [
    "govUserExtendedData",
    "technologyTypes",
    "govUserSetting",
    "userAppNotificationSetting",
    "userEmailNotificationSetting",
    "socialMediaAccounts",
  ],
  /** GET /api/v1/gov/users/{id} and the search: always all of them. */
  govUser: ["technologyTypes", "govUserSetting", "isActive", "activeChatThreadsCount", "govUserExtendedData"],
  /** Services, products and use cases (spec 02 §7 "links,attachments,technologyTypes"): always all of them. */
  artifacts: ["links", "attachments", "technologyTypes"],
  /**
   * GET /api/v1/listings/{id} and /connect/listings/{id} (spec 02 §2: "loaded with its links, attachments,
   * productServiceCodes and views"): always all of them, under the view's field names or the short ones.
   */
  listing: [
    "links",
    "attachments",
    "listingArtifactLinks",
    "listingArtifactAttachments",
    "productServiceCodes",
    "views",
    "naicsCodes",
    "technologyTypes",
    "businessClassifications",
    "socialMediaAccounts",
  ],
  /** GET /api/v1/gov/user_classifications (spec 01 §7): the category always comes. */
  govUserClassifications: ["govUserClassificationCategory"],
  /** Government organisations: the category only with eager=category. */
  govUserOrganizations: ["category"],
  /** The marketplace search's hits (spec 02 §7 GET /connect/listings): always all of them. */
  listingSearch: ["technologyTypes", "naicsCodes", "businessClassifications"],
  /** Chat threads (spec 02 §7 GET /chat_threads/{id}, /current_user/chat/threads): participants always come. */
  chatThread: ["participants", "userChatMessages"],
  /** Awards have no relations to include: any name is refused. */
  awards: [],
} as const satisfies Record<string, readonly string[]>

/** The names an `eager` value lists. */
export const eagerNames = (eager: string | undefined): string[] =>
  (eager ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "")

export const unknownEagerMessage = (unknown: readonly string[], known: readonly string[]) =>
  `Unknown eager relation ${unknown.join(", ")}; this read takes ${known.length ? known.join(", ") : "none"}.`

/** An `eager` parameter of a read that knows these relations. */
export const Eager = (known: readonly string[]) =>
  Schema.String.check(
    Schema.isMaxLength(500),
    Schema.makeFilter((value: string) => {
      const unknown = eagerNames(value).filter((name) => !known.includes(name))
      return unknown.length === 0 || unknownEagerMessage(unknown, known)
    }),
  )
