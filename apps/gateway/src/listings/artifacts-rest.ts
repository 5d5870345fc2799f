import {
  ArtifactFormInput,
  type ArtifactKind,
  ArtifactsQuery,
  artifactCollections,
  artifactKinds,
  artifactNames,
  ListingArtifact,
  ListingArtifactsPage,
  Uuid,
} from "@ignite/contracts"
import { Schema } from "effect"
import { defineRoute, type RestRoute } from "../rest/route"
import { artifactsAccess as access } from "./artifacts-access"
import { marketSide, ownerSide, type StorefrontSide } from "./sides"
import { storefrontMembers } from "./storefront-members"

const ListingParams = Schema.Struct({ id: Uuid })
const ItemParams = Schema.Struct({ id: Uuid, itemId: Uuid })

/** A logo and up to 20 attachments, each at most 10 MB; the fields of 20 links and 50 technology types. */
const artifactForm = { files: 21, fields: 400 }

/** One kind's reads, alike from either side. */
const readRoutes = (side: StorefrontSide, kind: ArtifactKind): RestRoute[] => {
  const collection = `${side.path}/${artifactCollections[kind]}`
  const { one, many } = artifactNames[kind]
  return [
    defineRoute({
      method: "GET",
      path: collection,
      summary: `${side.theirs(many)}, newest first (page, perPage, eager)`,
      tag: side.tag,
      access: side.access,
      params: ListingParams,
      query: ArtifactsQuery,
      response: ListingArtifactsPage,
      handler: ({ ctx, caller, params, query }) => side.reads(ctx).artifacts(caller, params.id, kind, query),
    }),
    defineRoute({
      method: "GET",
      path: `${collection}/{itemId}`,
      summary: `One ${one} of ${side.storefront}`,
      tag: side.tag,
      access: side.access,
      params: ItemParams,
      query: ArtifactsQuery,
      response: ListingArtifact,
      handler: ({ ctx, caller, params }) => side.reads(ctx).artifact(caller, params.id, kind, params.itemId),
    }),
  ]
}

/**
 * One kind's routes: the owner side's reads and the members' writes under /listings/{id}, the marketplace
 * side's reads under /connect/listings/{id}.
 */
const routesOf = (kind: ArtifactKind): RestRoute[] => {
  const collection = artifactCollections[kind]
  // the form's fields nest under the singular: listing_service[name], listing_use_case[startDate]
  const formKey = collection.slice(0, -1)
  const Body = Schema.Struct({ [formKey]: ArtifactFormInput })
  const form = {
    fields: Body,
    files: [`${formKey}[logo]`, `${formKey}[listingArtifactAttachmentsAttributes][0][file]`],
    json: Body,
  }
  const formOf = (body: Record<string, ArtifactFormInput>) => body[formKey]!
  const one = artifactNames[kind].one
  const owned = `${ownerSide.path}/${collection}`
  return [
    ...readRoutes(ownerSide, kind),
    defineRoute({
      method: "POST",
      path: owned,
      summary: `Add a ${one} to the account's storefront: multipart ${formKey}[...] (logo, attachments' files) or JSON {${formKey}}`,
      tag: "Listings",
      access: "company",
      params: ListingParams,
      body: Body,
      response: ListingArtifact,
      status: 201,
      multipart: artifactForm,
      admits: storefrontMembers,
      form,
      handler: ({ ctx, caller, params, body }) =>
        access.create(ctx, caller, params.id, kind, formOf(body as Record<string, ArtifactFormInput>)),
    }),
    defineRoute({
      method: "PATCH",
      path: `${owned}/{itemId}`,
      summary: `Edit a ${one} of the account's storefront (nested items by id, with destroy flags)`,
      tag: "Listings",
      access: "company",
      params: ItemParams,
      body: Body,
      response: ListingArtifact,
      multipart: artifactForm,
      admits: storefrontMembers,
      form,
      handler: ({ ctx, caller, params, body }) =>
        access.edit(
          ctx,
          caller,
          params.id,
          kind,
          params.itemId,
          formOf(body as Record<string, ArtifactFormInput>),
        ),
    }),
    defineRoute({
      method: "DELETE",
      path: `${owned}/{itemId}`,
      summary: `Remove a ${one} from the account's storefront`,
      tag: "Listings",
      access: "company",
      params: ItemParams,
      status: 204,
      handler: async ({ ctx, caller, params }) => {
        await access.remove(ctx, caller, params.id, kind, params.itemId)
      },
    }),
    ...readRoutes(marketSide, kind),
  ]
}

/** Services, products and use cases (spec 02 §7): the same seven routes for each kind. */
export const artifactsRoutes = artifactKinds.flatMap(routesOf)
