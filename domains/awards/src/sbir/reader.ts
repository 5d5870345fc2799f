import { pipeline, Readable } from "node:stream"
import { AppError } from "@ignite/contracts"
import { parse } from "csv-parse"
import { readSbirHeader, type SbirHeader } from "./columns"
import { readSbirRow, type SbirAward, type SbirRejection } from "./row"

/**
 * CRLF -> LF before parsing, so the parser's line count is the file's (it counts a quoted CR LF twice).
 * Bytes are decoded as a stream: a character split across chunks stays whole; the BOM is dropped.
 */
async function* linesEndingInLf(
  input: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8")
  let heldCr = false
  for await (const chunk of input) {
    let text: string =
      (heldCr ? "\r" : "") + (typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true }))
    heldCr = text.endsWith("\r")
    if (heldCr) text = text.slice(0, -1)
    if (text !== "") yield text.replace(/\r\n/g, "\n")
  }
  const rest = decoder.decode() + (heldCr ? "\r" : "")
  if (rest !== "") yield rest.replace(/\r\n/g, "\n")
}

const csvErrorReasons: Readonly<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: "a quoted value is never closed",
  CSV_INVALID_CLOSING_QUOTE: "a quoted value is closed in the middle of a cell",
}

export type SbirFileEntry =
  | { readonly kind: "header"; readonly header: SbirHeader }
  | { readonly kind: "row"; readonly row: SbirAward | SbirRejection }

/**
 * Streams an SBIR.gov award file: its header first, then every data row as an award or a rejection with its
 * line number (the line the row starts on). Memory stays flat whatever the file's size. A file without the
 * required columns is refused before any row is read.
 */
export async function* readSbirFile(
  input: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
): AsyncGenerator<SbirFileEntry> {
  const skipped: SbirRejection[] = []
  // pipeline, not pipe: when reading stops early (a refused header) or the input fails, every stage is
  // torn down and its error handled; with pipe, the source's "premature close" was an uncaught exception
  // that ended the process (found by apps/gateway/src/uploads.int.test.ts)
  const parser = pipeline(
    Readable.from(linesEndingInLf(input)),
    parse({
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        skipped.push({
          line: Number(error?.lines ?? 0),
          reasons: [`the row cannot be read as CSV: ${csvErrorReasons[error?.code ?? ""] ?? error?.message}`],
        })
        return undefined
      },
    }),
    // the outcome reaches the loop below through the parser, which the pipeline destroys with the error
    () => {},
  )
  let header: SbirHeader | undefined
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[]
    info: { lines: number }
  }>) {
    while (skipped.length > 0) yield { kind: "row", row: skipped.shift()! }
    const line = info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0)
    if (header === undefined) {
      header = readSbirHeader(record)
      if (header.missing.length > 0)
        throw new AppError(
          "ImportFileRejected",
          `This is not an SBIR.gov award file: it has no ${header.missing.join(", ")} column${header.missing.length > 1 ? "s" : ""}.`,
        )
      yield { kind: "header", header }
      continue
    }
    yield { kind: "row", row: readSbirRow(header, record, line) }
  }
  while (skipped.length > 0) yield { kind: "row", row: skipped.shift()! }
  if (header === undefined) throw new AppError("ImportFileRejected", "The file is empty.")
}
