import { socialMediaTypes, timeZones } from "@ignite/contracts"
import { ReferenceListKind } from "@ignite/contracts/events"
import { naicsCodesPage } from "@ignite/contracts/naics"
import {
  AddReferenceItemInput,
  awardPhases,
  CountryDto,
  countries,
  GovUserClassificationDto,
  GovUserOrganizationsPage,
  GovUserOrganizationsQuery,
  govUserClassifications,
  govUserOrganizationsPage,
  IdNames,
  NaicsCodesPage,
  ReferenceItemDto,
  ReferenceLookupQuery,
  RenameReferenceItemInput,
  SiteSettings,
  TimeZones,
} from "@ignite/contracts/reference"
import { Schema } from "effect"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"
import { siteSettingsOf } from "./site-settings"

const AddInput = Schema.Struct({ kind: ReferenceListKind, item: AddReferenceItemInput })
const RenameInput = Schema.Struct({
  kind: ReferenceListKind,
  id: Schema.String.check(Schema.isMinLength(1)),
  item: RenameReferenceItemInput,
})

/** The same reference data as rest.ts, one procedure per list (the /connect paths are the same lists). */
const reference = router({
  socialMediaTypes: procedure("anonymous")
    .output(output(IdNames))
    .query(() => socialMediaTypes),
  timeZones: procedure("anonymous")
    .output(output(TimeZones))
    .query(() => timeZones),
  // /naics_codes: paged like /connect/naics_codes (the whole edition is about 2,200 codes)
  naicsCodes: procedure("anonymous")
    .input(input(ReferenceLookupQuery))
    .output(output(NaicsCodesPage))
    .query(({ input }) => naicsCodesPage(input)),
  naicsCodesPage: procedure("user")
    .input(input(ReferenceLookupQuery))
    .output(output(NaicsCodesPage))
    .query(({ input }) => naicsCodesPage(input)),
  technologyTypes: procedure("anonymous")
    .output(output(IdNames))
    .query(({ ctx }) => ctx.services.referenceLists("technologyTypes")),
  businessClassifications: procedure("anonymous")
    .output(output(IdNames))
    .query(({ ctx }) => ctx.services.referenceLists("businessClassifications")),
  govUserOrganizations: procedure("anonymous")
    .input(input(GovUserOrganizationsQuery))
    .output(output(GovUserOrganizationsPage))
    .query(async ({ ctx, input }) =>
      govUserOrganizationsPage(input, await ctx.services.referenceLists("govUserOrganizations")),
    ),
  govUserClassifications: procedure("anonymous")
    .output(output(Schema.Array(GovUserClassificationDto)))
    .query(() => govUserClassifications),
  phases: procedure("anonymous")
    .output(output(IdNames))
    .query(() => awardPhases),
  countries: procedure("anonymous")
    .output(output(Schema.Array(CountryDto)))
    .query(() => countries),
  siteSettings: procedure("anonymous")
    .output(output(SiteSettings))
    .query(({ ctx }) => siteSettingsOf(ctx.services.config)),
  admin: router({
    add: procedure("admin")
      .input(input(AddInput))
      .output(output(ReferenceItemDto))
      .mutation(({ ctx, input }) => ctx.services.reference.add(ctx.caller.sub, input.kind, input.item)),
    rename: procedure("admin")
      .input(input(RenameInput))
      .output(output(ReferenceItemDto))
      .mutation(({ ctx, input }) =>
        ctx.services.reference.rename(ctx.caller.sub, input.kind, input.id, input.item),
      ),
  }),
})

export const referenceProcedures = { reference }
