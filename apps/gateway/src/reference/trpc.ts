import { ReferenceListKind } from "@ignite/contracts/events"
import { naicsCodesPage } from "@ignite/contracts/naics"
import {
  AddReferenceItemInput,
  GovUserOrganizationsPage,
  GovUserOrganizationsQuery,
  govUserOrganizationsPage,
  NaicsCodesPage,
  ReferenceItemDto,
  ReferenceLookupQuery,
  RenameReferenceItemInput,
} from "@ignite/contracts/reference"
import { Schema } from "effect"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"
import { wholeLists as lists, type WholeList } from "./lists"

const AddInput = Schema.Struct({ kind: ReferenceListKind, item: AddReferenceItemInput })
const RenameInput = Schema.Struct({
  kind: ReferenceListKind,
  id: Schema.String.check(Schema.isMinLength(1)),
  item: RenameReferenceItemInput,
})

/** A whole list, as rest.ts serves it at its path. */
const listProcedure = <L extends Schema.Top>(list: WholeList<L>) =>
  procedure("anonymous")
    .output(output(list.response, { kept: true }))
    // tRPC types the resolver's answer as a conditional on the output it cannot resolve for a generic schema
    // (it is the schema's Type either way); `wholeList` has checked the answer against the schema already.
    .query(({ ctx }) => list.answer(ctx) as never)

/** The same reference data as rest.ts, one procedure per list (the /connect paths are the same lists). */
const reference = router({
  socialMediaTypes: listProcedure(lists.socialMediaTypes),
  timeZones: listProcedure(lists.timeZones),
  // /naics_codes: paged like /connect/naics_codes (the whole edition is about 2,200 codes)
  naicsCodes: procedure("anonymous")
    .input(input(ReferenceLookupQuery))
    .output(output(NaicsCodesPage))
    .query(({ input }) => naicsCodesPage(input)),
  naicsCodesPage: procedure("user")
    .input(input(ReferenceLookupQuery))
    .output(output(NaicsCodesPage))
    .query(({ input }) => naicsCodesPage(input)),
  technologyTypes: listProcedure(lists.technologyTypes),
  businessClassifications: listProcedure(lists.businessClassifications),
  govUserOrganizations: procedure("anonymous")
    .input(input(GovUserOrganizationsQuery))
    .output(output(GovUserOrganizationsPage))
    .query(async ({ ctx, input }) =>
      govUserOrganizationsPage(input, await ctx.services.reference.lists("govUserOrganizations")),
    ),
  govUserClassifications: listProcedure(lists.govUserClassifications),
  phases: listProcedure(lists.phases),
  countries: listProcedure(lists.countries),
  siteSettings: listProcedure(lists.siteSettings),
  admin: router({
    add: procedure("admin")
      .input(input(AddInput))
      .output(output(ReferenceItemDto))
      .mutation(({ ctx, input }) => ctx.services.reference.admin.add(ctx.caller.sub, input.kind, input.item)),
    rename: procedure("admin")
      .input(input(RenameInput))
      .output(output(ReferenceItemDto))
      .mutation(({ ctx, input }) =>
        ctx.services.reference.admin.rename(ctx.caller.sub, input.kind, input.id, input.item),
      ),
  }),
})

export const referenceProcedures = { reference }
