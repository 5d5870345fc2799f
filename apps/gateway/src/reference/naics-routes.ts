import { naicsCodesPage, naicsEdition } from "@ignite/contracts/naics"
import { NaicsCodesPage, ReferenceLookupQuery } from "@ignite/contracts/reference"
import { defineRoute } from "../rest/route"
import { stableAnswers } from "./stable-answers"

const naicsPage = stableAnswers(naicsCodesPage)

const description =
  `The ${naicsEdition} edition of the U.S. Census Bureau's North American Industry Classification System, ` +
  "whole: sectors (2 digits, or a range such as 31-33), subsectors, industry groups, NAICS industries and " +
  "national industries (6 digits), in code order; the id is the code. `search` matches the start of a code " +
  "(5417) and the start of title words (biotech), every word, case-insensitively; `page` and `perPage` page " +
  "the matches (10 a page by default). `ids` (repeated, `ids[]` or comma-separated) answers those codes on " +
  "one page whatever `perPage` says, including the three 2022 codes listings stored before the app carried " +
  "the whole edition (513210, 517111, 517112), labelled (NAICS 2022)."

const naicsRoute = (path: string, summary: string, access: "anonymous" | "user") =>
  defineRoute({
    method: "GET",
    path,
    summary,
    description,
    tag: "Reference",
    access,
    query: ReferenceLookupQuery,
    response: NaicsCodesPage,
    etag: true,
    handler: async ({ query }) => naicsPage(query),
  })

/**
 * The NAICS lookup at both its paths (spec 02 §7 and §9: page, perPage, ids, search): the edition is about
 * 2,200 codes, so a dropdown asks a page of a search, and the codes it shows by id, never the whole list.
 */
export const naicsRoutes = [
  naicsRoute(
    "/api/v1/naics_codes",
    `NAICS codes (${naicsEdition}): by ids, or a page of a search`,
    "anonymous",
  ),
  naicsRoute(
    "/api/v1/connect/naics_codes",
    `NAICS codes (${naicsEdition}) for the marketplace filters: by ids, or a page of a search`,
    "user",
  ),
]
