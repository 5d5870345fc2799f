import { type ChangeEvent, type FormEvent, useCallback, useMemo, useState } from "react"

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>

/**
 * Text fields with their validation: errors show once a field was left or a submit was tried, the
 * submit handler only runs with valid values. `field(name)` spreads onto a Mantine input.
 */
export const useForm = <T extends Record<string, string>>(
  initial: T,
  validate: (values: T) => FieldErrors<T>,
) => {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const errors = useMemo(() => validate(values), [validate, values])
  const isValid = Object.keys(errors).length === 0

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget
      setValues((previous) => ({ ...previous, [name]: value }))
    },
    onBlur: () => setTouched((previous) => ({ ...previous, [name]: true })),
    error: submitted || touched[name] ? errors[name] : undefined,
  })

  const onSubmit = (handle: (values: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (isValid) handle(values)
  }

  const reset = useCallback(() => {
    setValues(initial)
    setTouched({})
    setSubmitted(false)
  }, [initial])

  return { values, setValues, errors, isValid, field, onSubmit, reset }
}
