import type { ListingView } from "@ignite/contracts"
import { productServiceCodes } from "@ignite/contracts/reference"
import { listingMessages as listingViewMessages } from "@ignite/contracts/texts"
import { Alert, MultiSelect, Paper, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { fieldIssuesOf } from "../../../lib/field-issues"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useTRPC } from "../../../lib/trpc"
import { AddressLineField } from "../../../ui/address-search/components/address-line-field"
import { FormActions } from "../../../ui/forms/form-actions"
import { FormSection } from "../../../ui/forms/form-section"
import { selectOptions } from "../../../ui/forms/select-options"
import { ImageUploader } from "../../../ui/image-upload/components/image-uploader"
import { notify } from "../../../ui/notifications/notification-store"
import { useFailureNotice } from "../../../ui/notifications/use-failure-notice"
import { SocialAccountsField } from "../../../ui/profile-form/social-accounts-field"
import { LazyRichTextEditor } from "../../../ui/rich-text/lazy-rich-text-editor"
import { type ListingDraft, useListingForm } from "../hooks/use-listing-form"
import { listingFormValuesOf, toListingFormData, toListingSubmission } from "../listing-form"
import { addressFieldsOf } from "../place-address"
import { useAccountMembers } from "../queries"
import { submitListingForm } from "../submit"
import { CountryRegionSelects } from "./country-region-selects"
import { NaicsCodesField } from "./naics-codes-field"

const pscOptions = productServiceCodes.map((code) => ({
  value: code.id,
  label: `${code.code} - ${code.description}`,
}))

export interface StorefrontEditFormProps {
  readonly listing: ListingView
  /** After a save (with the saved listing) or a cancel: back to the listing view. */
  readonly onDone: () => void
}

/** Spec 02 §5 "Organisation/listing form", sent as spec 02 §5 "Listing submission" says. */
export function StorefrontEditForm({ listing, onDone }: StorefrontEditFormProps) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [cropping, setCropping] = useState(false)
  const [unplaced, setUnplaced] = useState<readonly string[]>([])
  const [initial] = useState(() => listingFormValuesOf(listing))
  const form = useListingForm(initial, Boolean(listing.logo))
  const members = useAccountMembers(listing.accountId)
  const technologyTypes = useQuery(trpc.reference.technologyTypes.queryOptions())
  const classifications = useQuery(trpc.reference.businessClassifications.queryOptions())
  // spec 02 §8: each list the form chooses from says so when it cannot be loaded; the form still works
  useFailureNotice(technologyTypes.isError, listingViewMessages.technologyLoadFailed)
  useFailureNotice(classifications.isError, listingViewMessages.businessClassificationsLoadFailed)
  useFailureNotice(members.isError, listingViewMessages.pointOfContactUsersFailed)

  const save = useMutation({
    mutationFn: ({ values, logo }: ListingDraft) =>
      submitListingForm(listing.id, toListingFormData(toListingSubmission(values), logo?.file ?? null)),
    onSuccess: (updated) => {
      queryClient.setQueryData(trpc.listings.get.queryKey({ listingId: listing.id }), updated)
      void queryClient.invalidateQueries({ queryKey: trpc.listings.mine.queryKey() })
      void queryClient.invalidateQueries({
        queryKey: trpc.connect.listing.queryKey({ listingId: listing.id }),
      })
      void queryClient.invalidateQueries({
        queryKey: trpc.listings.pointOfContact.queryKey({ listingId: listing.id }),
      })
      notify({ message: listingViewMessages.edited, severity: "success" })
      onDone()
    },
    onError: (error, sent) => {
      setUnplaced(form.showServerIssues(fieldIssuesOf(error), sent))
      notifyFailure(error, listingViewMessages.editFailed)
    },
  })
  const busy = save.isPending
  const { values } = form
  const logoError = form.errorOf("logo")
  const memberOptions = (members.data ?? []).map((member) => ({
    value: member.id,
    label: `${member.firstName} ${member.lastName}`.trim() || member.email,
  }))

  return (
    <form
      noValidate
      aria-label="Edit listing"
      onSubmit={form.onSubmit((draft) => {
        if (cropping || busy) return
        setUnplaced([])
        save.mutate(draft)
      })}
    >
      <Stack gap="xl">
        <Paper withBorder p="sm" radius="md" role="note">
          <Text fw={700} size="sm">
            UNCLASSIFIED information only
          </Text>
          <Text size="sm">
            This system handles information up to UNCLASSIFIED only. Do not add or upload classified material.
          </Text>
        </Paper>
        {unplaced.length > 0 && (
          <Alert color="red" variant="light" role="alert">
            {unplaced.join(" ")}
          </Alert>
        )}
        <FormSection title="Organization">
          <Stack gap={4}>
            <ImageUploader
              label="Logo"
              currentImageUrl={listing.logo?.path}
              placeholderName={listing.name}
              onChange={form.setLogo}
              onCroppingChange={setCropping}
              disabled={busy}
            />
            {logoError && (
              <Text size="sm" c="red" role="alert">
                Logo: {logoError}
              </Text>
            )}
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Name" required disabled={busy} {...form.field("name")} />
            <TextInput label="Tag Line" required disabled={busy} {...form.field("tagLine")} />
            <TextInput
              label="Website"
              required
              type="url"
              placeholder="https://example.com"
              disabled={busy}
              {...form.field("website")}
            />
            <TextInput
              label="Year Founded"
              required
              inputMode="numeric"
              maxLength={4}
              disabled={busy}
              {...form.field("yearFounded")}
            />
            <TextInput label="SAM Code" disabled={busy} {...form.field("samCode")} />
            <TextInput label="DUNS Code" disabled={busy} {...form.field("dunsCode")} />
            <TextInput label="CAGE Code" disabled={busy} {...form.field("cageCode")} />
          </SimpleGrid>
        </FormSection>

        <FormSection title="Headquarters">
          <AddressLineField
            label="Address Line 1"
            required
            disabled={busy}
            value={values.addressLine1}
            onChange={(line) => form.setField("addressLine1", line)}
            onBlur={() => form.touch("addressLine1")}
            error={form.errorOf("addressLine1")}
            onPlace={(address) =>
              form.setValues((previous) => ({ ...previous, ...addressFieldsOf(address, previous) }))
            }
          />
          <TextInput
            label="Address Line 2"
            autoComplete="address-line2"
            disabled={busy}
            {...form.field("addressLine2")}
          />
          <TextInput
            label="Address Line 3"
            autoComplete="address-line3"
            disabled={busy}
            {...form.field("addressLine3")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="City"
              required
              autoComplete="address-level2"
              disabled={busy}
              {...form.field("city")}
            />
            <TextInput
              label="Postal Code"
              required
              autoComplete="postal-code"
              disabled={busy}
              {...form.field("postalCode")}
            />
            <CountryRegionSelects
              country={values.country}
              region={values.stateOrProvince}
              onCountryChange={(country) => form.setField("country", country)}
              onRegionChange={(region) => form.setField("stateOrProvince", region)}
              onRegionBlur={() => form.touch("stateOrProvince")}
              countryError={form.errorOf("country")}
              regionError={form.errorOf("stateOrProvince")}
              disabled={busy}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title="Capabilities">
          <LazyRichTextEditor
            label="Capability Statement"
            description="At least 50 characters: what your company does and for whom."
            required
            disabled={busy}
            value={values.capabilityStatement}
            onChange={(html) => form.setField("capabilityStatement", html)}
            onBlur={() => form.touch("capabilityStatement")}
            error={form.errorOf("capabilityStatement")}
            testId="capability-statement"
          />
          <NaicsCodesField
            listing={listing}
            disabled={busy}
            value={values.naicsCodeIds}
            onChange={(ids) => form.setField("naicsCodeIds", ids)}
            error={form.errorOf("naicsCodeIds")}
          />
          <MultiSelect
            label="Product/Service Codes"
            placeholder="Search product and service codes"
            searchable
            limit={50}
            disabled={busy}
            data={pscOptions}
            value={[...values.productServiceCodeIds]}
            onChange={(ids) => form.setField("productServiceCodeIds", ids)}
            error={form.errorOf("productServiceCodeIds")}
            nothingFoundMessage="No matches..."
          />
          <MultiSelect
            label="Business Classifications"
            placeholder="Select business classifications"
            searchable
            disabled={busy}
            data={selectOptions(classifications.data)}
            value={[...values.businessClassificationIds]}
            onChange={(ids) => form.setField("businessClassificationIds", ids)}
            error={
              form.errorOf("businessClassificationIds") ??
              (classifications.isError ? listingViewMessages.dropdownLoadFailed : undefined)
            }
            nothingFoundMessage="No matches..."
          />
          <MultiSelect
            label="Technology Types"
            placeholder="Select technology types"
            searchable
            disabled={busy}
            data={selectOptions(technologyTypes.data)}
            value={[...values.technologyTypeIds]}
            onChange={(ids) => form.setField("technologyTypeIds", ids)}
            error={
              form.errorOf("technologyTypeIds") ??
              (technologyTypes.isError ? listingViewMessages.dropdownLoadFailed : undefined)
            }
            nothingFoundMessage="No matches..."
          />
        </FormSection>

        <FormSection title="Contact">
          <Select
            label="Point of Contact"
            placeholder={members.isPending ? "Loading users..." : "Select a user"}
            required
            searchable
            disabled={busy}
            data={memberOptions}
            value={values.pointOfContactId || null}
            onChange={(id) => form.setField("pointOfContactId", id ?? "")}
            onBlur={() => form.touch("pointOfContactId")}
            error={
              form.errorOf("pointOfContactId") ??
              (members.isError ? listingViewMessages.pointOfContactUsersFailed : undefined)
            }
            nothingFoundMessage="No matches..."
          />
          <SocialAccountsField
            rows={values.socialAccounts}
            errorOf={(row) => form.socialError(row.key)}
            onAdd={form.addSocial}
            onRemove={form.removeSocial}
            onChange={form.updateSocial}
            onBlur={form.touchSocial}
            disabled={busy}
            loadFailedMessage={listingViewMessages.socialMediaLoadFailed}
          />
        </FormSection>

        <FormActions submitLabel="Save Listing" onCancel={onDone} pending={busy} blocked={cropping} />
      </Stack>
    </form>
  )
}
