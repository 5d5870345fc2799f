import { socialMediaTypes, timeZones } from "@ignite/contracts"
import {
  awardPhases,
  businessClassifications,
  countries,
  GovUserOrganizationsQuery,
  govUserClassifications,
  govUserOrganizationsPage,
  naicsCodes,
  naicsCodesPage,
  ReferenceLookupQuery,
  technologyTypes,
} from "@ignite/contracts/reference"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { siteSettingsOf } from "./site-settings"

/** The same reference data as rest.ts, one procedure per list (the /connect paths are the same lists). */
const reference = router({
  socialMediaTypes: procedure("anonymous").query(() => socialMediaTypes),
  timeZones: procedure("anonymous").query(() => timeZones),
  naicsCodes: procedure("anonymous").query(() => naicsCodes),
  naicsCodesPage: procedure("user")
    .input(input(ReferenceLookupQuery))
    .query(({ input }) => naicsCodesPage(input)),
  technologyTypes: procedure("anonymous").query(() => technologyTypes),
  businessClassifications: procedure("anonymous").query(() => businessClassifications),
  govUserOrganizations: procedure("anonymous")
    .input(input(GovUserOrganizationsQuery))
    .query(({ input }) => govUserOrganizationsPage(input)),
  govUserClassifications: procedure("anonymous").query(() => govUserClassifications),
  phases: procedure("anonymous").query(() => awardPhases),
  countries: procedure("anonymous").query(() => countries),
  siteSettings: procedure("anonymous").query(({ ctx }) => siteSettingsOf(ctx.services.config)),
})

export const referenceProcedures = { reference }
