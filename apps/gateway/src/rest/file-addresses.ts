import { AsyncLocalStorage } from "node:async_hooks"
import type { FileAddresses } from "@ignite/platform"
import { type Schema, SchemaAST } from "effect"

/** Each request's signer: answers encoded while it runs sign their file addresses with it. */
const answering = new AsyncLocalStorage<FileAddresses>()

/**
 * Runs a request's work (a REST route, a tRPC procedure, a push) so that the answers it encodes carry signed
 * file addresses: each transport enters it once, where the request begins.
 */
export const answeringWith = <T>(addresses: FileAddresses, run: () => T): T => answering.run(addresses, run)

const isFileAddress = (ast: SchemaAST.AST) => SchemaAST.isString(ast) && ast.annotations?.fileAddress === true

const holding = new WeakMap<SchemaAST.AST, boolean>()

/** Whether a file address lies anywhere under this node (memoized; a recursive schema is walked once). */
const holdsAddresses = (ast: SchemaAST.AST): boolean => {
  const known = holding.get(ast)
  if (known !== undefined) return known
  holding.set(ast, false)
  const children: readonly SchemaAST.AST[] = SchemaAST.isObjects(ast)
    ? [...ast.propertySignatures.map((p) => p.type), ...ast.indexSignatures.map((i) => i.type)]
    : SchemaAST.isArrays(ast)
      ? [...ast.elements, ...ast.rest]
      : SchemaAST.isUnion(ast)
        ? ast.types
        : SchemaAST.isSuspend(ast)
          ? [ast.thunk()]
          : []
  const holds = isFileAddress(ast) || children.some(holdsAddresses)
  holding.set(ast, holds)
  return holds
}

/** The encoded value with every address its node marks signed; copies where it changes, never mutates. */
const signed = (ast: SchemaAST.AST, value: unknown, sign: (path: string) => string): unknown => {
  if (value === null || value === undefined || !holdsAddresses(ast)) return value
  if (isFileAddress(ast)) return typeof value === "string" ? sign(value) : value
  if (SchemaAST.isSuspend(ast)) return signed(ast.thunk(), value, sign)
  // a union's members are tried in turn: signing is idempotent, so a member that does not fit changes nothing
  if (SchemaAST.isUnion(ast))
    return ast.types.reduce<unknown>((current, member) => signed(member, current, sign), value)
  if (SchemaAST.isArrays(ast) && Array.isArray(value))
    return value.map((item, i) => {
      const type = ast.elements[i] ?? ast.rest[0]
      return type ? signed(type, item, sign) : item
    })
  if (SchemaAST.isObjects(ast) && typeof value === "object" && !Array.isArray(value)) {
    const record = { ...(value as Record<PropertyKey, unknown>) }
    const named = new Set<PropertyKey>()
    for (const property of ast.propertySignatures) {
      named.add(property.name)
      if (property.name in record) record[property.name] = signed(property.type, record[property.name], sign)
    }
    for (const index of ast.indexSignatures)
      for (const key of Object.keys(record))
        if (!named.has(key)) record[key] = signed(index.type, record[key], sign)
    return record
  }
  return value
}

const encodedSides = new WeakMap<Schema.Top, SchemaAST.AST>()

/**
 * An encoded answer with the stored files' addresses its contract marks (`FileAddress`) signed for the
 * request being answered. Everything else is left alone, the audit trail's recorded data (`Schema.Unknown`)
 * included. An answer with addresses encoded outside a request is a bug: it would carry addresses no one can
 * load.
 */
export const withSignedAddresses = (schema: Schema.Top, encoded: unknown, operation: string): unknown => {
  const ast = encodedSides.get(schema) ?? SchemaAST.toEncoded(schema.ast)
  encodedSides.set(schema, ast)
  if (!holdsAddresses(ast)) return encoded
  const addresses = answering.getStore()
  if (!addresses) throw new Error(`The answer of ${operation} carries file addresses outside a request`)
  const now = new Date()
  return signed(ast, encoded, (path) => addresses.sign(path, now))
}
