import type { PageRequest } from "@ignite/contracts"
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { type Trpc, useTRPC } from "../../lib/trpc"
import type { ReferenceKind } from "./reference-kinds"

export type WholeListKind = Exclude<ReferenceKind, "govUserOrganizations">

export const wholeListOptions = (trpc: Trpc, kind: WholeListKind) =>
  kind === "technologyTypes"
    ? trpc.reference.technologyTypes.queryOptions()
    : trpc.reference.businessClassifications.queryOptions()

/** Technology types or business classifications: short lists, read whole. */
export const useWholeList = (kind: WholeListKind) => {
  const trpc = useTRPC()
  return useQuery(wholeListOptions(trpc, kind))
}

export interface OrganizationsRequest extends PageRequest {
  readonly search?: string
}

export const organizationsOptions = (trpc: Trpc, { page, perPage, search }: OrganizationsRequest) =>
  trpc.reference.govUserOrganizations.queryOptions({
    page,
    perPage,
    ...(search ? { search } : {}),
    eager: "category",
  })

/** A page of the organisations, searched over name and long name; the last page stays while the next loads. */
export const useOrganizationsPage = (request: OrganizationsRequest) => {
  const trpc = useTRPC()
  return useQuery({ ...organizationsOptions(trpc, request), placeholderData: keepPreviousData })
}

/** Every cached read of a list (all its pages and searches). */
const listKey = (trpc: Trpc, kind: ReferenceKind) => trpc.reference[kind].pathKey()

/** Adds an item; the list is read again so it shows where the server sorts it. */
export const useAddReferenceItem = () => {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return useMutation({
    ...trpc.reference.admin.add.mutationOptions(),
    onSuccess: (_item, { kind }) => queryClient.invalidateQueries({ queryKey: listKey(trpc, kind) }),
  })
}

/** Renames an item (its id stays, so whatever refers to it shows the new name). */
export const useRenameReferenceItem = () => {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return useMutation({
    ...trpc.reference.admin.rename.mutationOptions(),
    onSuccess: (_item, { kind }) => queryClient.invalidateQueries({ queryKey: listKey(trpc, kind) }),
  })
}
