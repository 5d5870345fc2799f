import { InvalidArgumentError, Option } from "commander"

/** A commander parser for a count of at least `min` (runs, seconds, clients…). */
export const wholeNumber = (min: number) => (value: string) => {
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < min) throw new InvalidArgumentError(`a whole number >= ${min}`)
  return parsed
}

/** The PostgreSQL a bench of the app on pg runs on: the environment's, else the test server's. */
export const databaseUrlOption = (description: string) =>
  new Option("--database-url <url>", description).default(
    process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test",
  )

/** The app's request log while it is measured: written either way (to /dev/null), `silent` shows its cost. */
export const appLogLevelOption = () =>
  new Option("--log-level <level>", "the app's request log (to /dev/null either way)")
    .choices(["info", "silent"])
    .default("info")
