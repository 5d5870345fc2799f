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

const ListingParams = Schema.Struct({ id: Uuid })
const ItemParams = Schema.Struct({ id: Uuid, itemId: Uuid })

/** A logo and up to 20 attachments, each at most 10 MB; the fields of 20 links and 50 technology types. */
const artifactForm = { files: 21, fields: 400 }

/** One kind's routes: the owner side under /listings/{id}, the marketplace side under /connect/listings/{id}. */
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
  const many = artifactNames[kind].many
  const one = artifactNames[kind].one
  const owned = `/api/v1/listings/{id}/${collection}`
  const connect = `/api/v1/connect/listings/{id}/${collection}`
  return [
    defineRoute({
      method: "GET",
      path: owned,
      summary: `The ${many} of a storefront of the caller's account, newest first (page, perPage, eager)`,
      tag: "Listings",
      access: "company",
      params: ListingParams,
      query: ArtifactsQuery,
      response: ListingArtifactsPage,
      handler: ({ ctx, caller, params, query }) => access.ownArtifacts(ctx, caller, params.id, kind, query),
    }),
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
      form,
      handler: ({ ctx, caller, params, body }) =>
        access.create(ctx, caller, params.id, kind, formOf(body as Record<string, ArtifactFormInput>)),
    }),
    defineRoute({
      method: "GET",
      path: `${owned}/{itemId}`,
      summary: `One ${one} of a storefront of the caller's account`,
      tag: "Listings",
      access: "company",
      params: ItemParams,
      query: ArtifactsQuery,
      response: ListingArtifact,
      handler: ({ ctx, caller, params }) => access.ownArtifact(ctx, caller, params.id, kind, params.itemId),
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
    defineRoute({
      method: "GET",
      path: connect,
      summary: `A visible storefront's ${many}, newest first (page, perPage, eager)`,
      tag: "Marketplace",
      access: "user",
      params: ListingParams,
      query: ArtifactsQuery,
      response: ListingArtifactsPage,
      handler: ({ ctx, caller, params, query }) =>
        access.visibleArtifacts(ctx, caller, params.id, kind, query),
    }),
    defineRoute({
      method: "GET",
      path: `${connect}/{itemId}`,
      summary: `One ${one} of a visible storefront`,
      tag: "Marketplace",
      access: "user",
      params: ItemParams,
      query: ArtifactsQuery,
      response: ListingArtifact,
      handler: ({ ctx, caller, params }) =>
        access.visibleArtifact(ctx, caller, params.id, kind, params.itemId),
    }),
  ]
}

/** Services, products and use cases (spec 02 §7): the same seven routes for each kind. */
export const artifactsRoutes = artifactKinds.flatMap(routesOf)
