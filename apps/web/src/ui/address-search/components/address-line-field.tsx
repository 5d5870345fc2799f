import type { Address } from "@ignite/contracts"
import { addressSearch, mapsMessages } from "@ignite/contracts/texts"
import { Combobox, Loader, TextInput, useCombobox } from "@mantine/core"
import { useDebouncedValue } from "@mantine/hooks"
import { useQuery } from "@tanstack/react-query"
import { useRef, useState } from "react"
import { serverMessageOf } from "../../../lib/api-error"
import { appSettingsOptions } from "../../../lib/app-settings"
import { useTRPC, useTRPCClient } from "../../../lib/trpc"
import { newSessionToken } from "../session-token"

export interface AddressLineFieldProps {
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly onBlur?: () => void
  readonly error?: string | undefined
  readonly required?: boolean
  readonly disabled?: boolean
  /** A chosen suggestion's address, for the form to fill its other fields. */
  readonly onPlace: (address: Address) => void
}

/**
 * Address line 1 with address search (spec 02 §2 "address search with manual entry"): offered only when the
 * site has a maps key; typing by hand always works and is the only mode without one. Suggestions come from
 * our server (the CSP loads no vendor script) after 3 characters, 100 ms after the last keystroke (§5, §9).
 */
export function AddressLineField({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  onPlace,
}: AddressLineFieldProps) {
  const trpc = useTRPC()
  const client = useTRPCClient()
  const settings = useQuery(appSettingsOptions(trpc))
  // one input in both modes, so the settings arriving while someone types never swaps it under their hands
  const searchable = Boolean(settings.data?.maps.key)
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() })
  const session = useRef(newSessionToken())
  // what was typed since the last pick: a filled-in line is not searched again
  const [typed, setTyped] = useState("")
  const [search] = useDebouncedValue(typed.trim(), addressSearch.debounceMs)
  const [choosing, setChoosing] = useState(false)
  const [placeFailure, setPlaceFailure] = useState<string>()
  const enabled = searchable && search.length >= addressSearch.minimumCharacters

  const suggestions = useQuery({
    ...trpc.maps.suggest.queryOptions({
      input: search.slice(0, addressSearch.maximumCharacters),
      sessionToken: session.current,
    }),
    enabled,
    // a failed search leaves the person typing; asking again would only slow the answer
    retry: false,
    staleTime: 60_000,
    // the last suggestions stay while the next are asked for, so the list does not blink per keystroke
    placeholderData: (previous) => previous,
  })

  const choose = async (placeId: string) => {
    combobox.closeDropdown()
    setTyped("")
    setChoosing(true)
    setPlaceFailure(undefined)
    try {
      onPlace(await client.maps.place.query({ placeId, sessionToken: session.current }))
    } catch (failure) {
      setPlaceFailure(serverMessageOf(failure) ?? mapsMessages.unavailable)
    } finally {
      setChoosing(false)
      session.current = newSessionToken()
    }
  }

  const options = suggestions.data ?? []
  const note = suggestions.isError
    ? (serverMessageOf(suggestions.error) ?? mapsMessages.unavailable)
    : suggestions.isSuccess && options.length === 0
      ? mapsMessages.noMatches
      : undefined

  return (
    <Combobox store={combobox} onOptionSubmit={(placeId) => void choose(placeId)} withinPortal={false}>
      {/* a combobox to assistive technology only while it offers suggestions */}
      <Combobox.Target
        withAriaAttributes={searchable}
        withExpandedAttribute={searchable}
        withKeyboardNavigation={searchable}
      >
        <TextInput
          label={label}
          required={required}
          // the browser's own address memory is the help when we have none
          autoComplete={searchable ? "off" : "address-line1"}
          disabled={disabled}
          value={value}
          onChange={(event) => {
            const next = event.currentTarget.value
            onChange(next)
            setTyped(next)
            setPlaceFailure(undefined)
            if (searchable && next.trim().length >= addressSearch.minimumCharacters) combobox.openDropdown()
            else combobox.closeDropdown()
          }}
          onFocus={() => {
            if (searchable && typed.trim().length >= addressSearch.minimumCharacters) combobox.openDropdown()
          }}
          onBlur={() => {
            combobox.closeDropdown()
            onBlur?.()
          }}
          rightSection={(suggestions.isFetching && enabled) || choosing ? <Loader size="xs" /> : null}
          error={error ?? placeFailure}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!enabled || (options.length === 0 && note === undefined)}>
        <Combobox.Options aria-label="Address suggestions">
          {options.map((option) => (
            <Combobox.Option value={option.placeId} key={option.placeId}>
              {option.description}
            </Combobox.Option>
          ))}
          {note && <Combobox.Empty>{note}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  )
}
