import { errorCatalogue } from "@ignite/contracts"
import type { Sql } from "@ignite/platform"
import type { TestApp } from "../testing/test-app"

/**
 * What the database-fault tests look at: each base table's row count in the app's schema (a refused command
 * must leave every count as it was), and the commands they try.
 */
export const schemaTables = async (check: Sql, schema: string) =>
  (
    await check.query<{ table_name: string }>(
      `select table_name from information_schema.tables
        where table_schema = $1 and table_type = 'BASE TABLE' order by table_name`,
      [schema],
    )
  ).map((row) => row.table_name)

export const rowCounts = async (check: Sql, tables: readonly string[]) => {
  const counts: Record<string, number> = {}
  for (const table of tables)
    counts[table] = Number(
      (await check.query<{ n: number }>(`select count(*)::int8 as n from "${table}"`))[0]!.n,
    )
  return counts
}

export const postJson = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
})

/** The answer to a command the database cannot take now: the 503 envelope, the same whatever the fault. */
export const unavailable = { error: "Unavailable", message: errorCatalogue.Unavailable.message, status: 503 }

const password = "Secret123!"

/**
 * A government user created by the operator: the command every fault suite tries, as it writes the log and
 * the records beside it (credentials, the address's reservation) in one transaction.
 */
export const createUser = (
  app: TestApp,
  operator: string,
  email: string,
  name: { firstName: string; lastName: string },
) =>
  app.request("/api/v1/operator/users", {
    ...postJson({ email, password, ...name, roles: ["gov"] }),
    token: operator,
  })

export const signIn = (app: TestApp, email: string) =>
  app.request("/api/v1/users/sign_in", postJson({ user: { email, password } }))
