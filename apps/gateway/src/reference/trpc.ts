import { socialMediaTypes, timeZones } from "@ignite/contracts"
import { ReferenceListKind } from "@ignite/contracts/events"
import {
  AddReferenceItemInput,
  awardPhases,
  countries,
  GovUserOrganizationsQuery,
  govUserClassifications,
  govUserOrganizationsPage,
  naicsCodes,
  naicsCodesPage,
  ReferenceLookupQuery,
  RenameReferenceItemInput,
} from "@ignite/contracts/reference"
import { Schema } from "effect"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { siteSettingsOf } from "./site-settings"

const AddInput = Schema.Struct({ kind: ReferenceListKind, item: AddReferenceItemInput })
const RenameInput = Schema.Struct({
  kind: ReferenceListKind,
  id: Schema.String.check(Schema.isMinLength(1)),
  item: RenameReferenceItemInput,
})

/** The same reference data as rest.ts, one procedure per list (the /connect paths are the same lists). */
const reference = router({
  socialMediaTypes: procedure("anonymous").query(() => socialMediaTypes),
  timeZones: procedure("anonymous").query(() => timeZones),
  naicsCodes: procedure("anonymous").query(() => naicsCodes),
  naicsCodesPage: procedure("user")
    .input(input(ReferenceLookupQuery))
    .query(({ input }) => naicsCodesPage(input)),
  technologyTypes: procedure("anonymous").query(({ ctx }) => ctx.services.referenceLists("technologyTypes")),
  businessClassifications: procedure("anonymous").query(({ ctx }) =>
    ctx.services.referenceLists("businessClassifications"),
  ),
  govUserOrganizations: procedure("anonymous")
    .input(input(GovUserOrganizationsQuery))
    .query(async ({ ctx, input }) =>
      govUserOrganizationsPage(input, await ctx.services.referenceLists("govUserOrganizations")),
    ),
  govUserClassifications: procedure("anonymous").query(() => govUserClassifications),
  phases: procedure("anonymous").query(() => awardPhases),
  countries: procedure("anonymous").query(() => countries),
  siteSettings: procedure("anonymous").query(({ ctx }) => siteSettingsOf(ctx.services.config)),
  admin: router({
    add: procedure("admin")
      .input(input(AddInput))
      .mutation(({ ctx, input }) => ctx.services.reference.add(ctx.caller.sub, input.kind, input.item)),
    rename: procedure("admin")
      .input(input(RenameInput))
      .mutation(({ ctx, input }) =>
        ctx.services.reference.rename(ctx.caller.sub, input.kind, input.id, input.item),
      ),
  }),
})

export const referenceProcedures = { reference }
