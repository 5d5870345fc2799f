import { ComboboxChevron, ComboboxClearButton, InputBase, Pill, PillsInput } from "@mantine/core"
import { useId, useRef, useState } from "react"
import { loadOnUse, useLoadOnUse } from "../../../lib/load-on-use"
import { type FacetMultiSelectProps, type FacetSelectProps, labelOf, type TakeOver } from "./facet-options"

export type { FacetCounts } from "./facet-options"

// The real comboboxes load on first use (lib/load-on-use): until then each filter is drawn with Mantine's
// own input pieces, the markup, classes, label and aria of the combobox closed.
const comboboxes = loadOnUse(() => import("./facet-comboboxes"))

// Mantine's MultiSelect pads its pills clear of the clear button (size sm)
const clearSectionOffset = 50

/**
 * A stand-in's part: its input's id (kept by the combobox, so the label stays bound), what was typed before
 * the swap, and whether it had the focus or was clicked, for the combobox to do the same.
 */
const useStandIn = () => {
  const id = useId()
  const { module, preload, use } = useLoadOnUse(comboboxes)
  const focused = useRef(false)
  const clicked = useRef(false)
  const takeOver = (typed: string | undefined): TakeOver => ({
    id,
    typed,
    focus: focused.current || clicked.current,
  })
  const handlers = {
    onPointerEnter: preload,
    onTouchStart: preload,
    onFocus: () => {
      focused.current = true
      use()
    },
    onBlur: () => {
      focused.current = false
    },
    onClick: () => {
      clicked.current = true
      use()
    },
    onKeyDown: use,
  }
  return { id, module, takeOver, handlers }
}

// what Mantine's combobox target says while its list is closed
const closedCombobox = { role: "combobox", "aria-haspopup": "listbox", "aria-expanded": false } as const

/**
 * A multi-select filter whose options show how many storefronts each would find (facet-comboboxes.tsx);
 * until first used, its look without the dropdown: the chosen options as pills (removable), the clear button.
 */
export function FacetMultiSelect(props: FacetMultiSelectProps) {
  const { label, options, error, value, onChange, serverSearch } = props
  const standIn = useStandIn()
  const [typed, setTyped] = useState("")
  const Combobox = standIn.module?.FacetMultiSelectCombobox
  if (Combobox) return <Combobox {...props} takeOver={standIn.takeOver(serverSearch ? undefined : typed)} />

  const clearable = value.length > 0
  return (
    <PillsInput
      __staticSelector="MultiSelect"
      id={standIn.id}
      label={label}
      error={error}
      __defaultRightSection={<ComboboxChevron size="sm" error={error} />}
      __clearSection={<ComboboxClearButton onClear={() => onChange([])} />}
      __clearable={clearable}
      rightSectionPointerEvents="none"
      onPointerEnter={standIn.handlers.onPointerEnter}
      onTouchStart={standIn.handlers.onTouchStart}
    >
      <Pill.Group
        className="mantine-MultiSelect-pillsList"
        style={clearable ? { paddingInlineEnd: clearSectionOffset } : undefined}
      >
        {value.map((id) => (
          <Pill
            key={id}
            className="mantine-MultiSelect-pill"
            withRemoveButton
            onRemove={() => onChange(value.filter((chosen) => chosen !== id))}
          >
            {labelOf(options, id)}
          </Pill>
        ))}
        <PillsInput.Field
          {...closedCombobox}
          {...standIn.handlers}
          id={standIn.id}
          className="mantine-MultiSelect-inputField"
          type="visible"
          autoComplete="off"
          placeholder={value.length === 0 ? "Any" : undefined}
          value={serverSearch ? serverSearch.value : typed}
          onChange={(event) => (serverSearch ? serverSearch.onChange : setTyped)(event.currentTarget.value)}
        />
      </Pill.Group>
    </PillsInput>
  )
}

/**
 * A one-choice filter (a state, a phase) whose options show how many storefronts each would find
 * (facet-comboboxes.tsx); until first used, its closed look: the chosen option's name, the clear button.
 */
export function FacetSelect(props: FacetSelectProps) {
  const { label, options, error, value, onChange } = props
  const standIn = useStandIn()
  const [typed, setTyped] = useState<string | undefined>(undefined)
  const Combobox = standIn.module?.FacetSelectCombobox
  if (Combobox) return <Combobox {...props} takeOver={standIn.takeOver(typed)} />

  return (
    <InputBase
      {...closedCombobox}
      {...standIn.handlers}
      __staticSelector="Select"
      id={standIn.id}
      label={label}
      error={error}
      placeholder="Any"
      autoComplete="off"
      __defaultRightSection={<ComboboxChevron size="sm" error={error} />}
      __clearSection={
        <ComboboxClearButton
          onClear={() => {
            setTyped(undefined)
            onChange(undefined)
          }}
        />
      }
      __clearable={value !== undefined}
      rightSectionPointerEvents="none"
      value={typed ?? (value === undefined ? "" : labelOf(options, value))}
      onChange={(event) => setTyped(event.currentTarget.value)}
    />
  )
}
