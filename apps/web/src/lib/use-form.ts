import { type ChangeEvent, type FormEvent, useCallback, useMemo, useState } from "react"
import { valueAt, withValueAt } from "./form-paths"

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>

/** The paths of `T`'s text values, through lists of rows: `name`, `links.${number}.url`. */
export type TextPath<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K
    : T[K] extends readonly (infer Row)[]
      ? Row extends object
        ? `${K}.${number}.${TextPath<Row>}`
        : never
      : never
}[keyof T & string]

/**
 * A form's values with their validation: errors show once a field was left or a submit was tried, the
 * submit handler only runs with valid values. `field(path)` spreads a text value, a form's own or a row's
 * (`links.0.url`), onto a Mantine input. Other values (chosen ids, files, lists of rows) are set with
 * `setField`; their inputs call `touch` when left. `validate` names each problem by its field or by its
 * path into a list, and `errorOf` says whether the screen shows it yet.
 */
export const useForm = <T extends object, K extends string = keyof T & string>(
  initial: T,
  validate: (values: T) => Partial<Record<K, string>>,
) => {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  const [submitted, setSubmitted] = useState(false)
  const errors = useMemo(() => validate(values), [validate, values])
  const isValid = Object.keys(errors).length === 0

  const errorOf = (path: K | TextPath<T>): string | undefined =>
    submitted || touched.has(path) ? (errors as Partial<Record<string, string>>)[path] : undefined

  /** Marks fields as left, so their problems show: inputs `field` does not bind, a step's check. */
  const touch = useCallback(
    (...paths: ReadonlyArray<K | TextPath<T>>) =>
      setTouched((previous) =>
        paths.every((path) => previous.has(path)) ? previous : new Set([...previous, ...paths]),
      ),
    [],
  )

  const setField = useCallback(
    <N extends keyof T & string>(name: N, value: T[N] | ((previous: T[N]) => T[N])) =>
      setValues((previous) => ({
        ...previous,
        [name]: typeof value === "function" ? (value as (previous: T[N]) => T[N])(previous[name]) : value,
      })),
    [],
  )

  const field = (path: TextPath<T>) => ({
    name: path,
    value: valueAt(values, path) as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.currentTarget
      setValues((previous) => withValueAt(previous, path, value))
    },
    onBlur: () => touch(path),
    error: errorOf(path),
  })

  const onSubmit = (handle: (values: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (isValid) handle(values)
  }

  const reset = useCallback(() => {
    setValues(initial)
    setTouched(new Set())
    setSubmitted(false)
  }, [initial])

  return { values, setValues, setField, errors, isValid, errorOf, touch, field, onSubmit, reset }
}
