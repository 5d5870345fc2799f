import { Schema } from "effect"

declare module "effect/Schema" {
  namespace Annotations {
    interface Annotations {
      /** The string is a stored file's address (`/files/<key>`): signed for its reader on the way out. */
      readonly fileAddress?: boolean | undefined
    }
  }
}

/**
 * A stored file's address in an answer. Read models keep the bare `/files/<key>`; the gateway signs every
 * address an answer's contract marks with this schema for the reader it answers, and serves a file only at a
 * signed, unexpired address (docs/architecture.md, "Files"). Clients use it as it comes (`<img src>`).
 */
export const FileAddress = Schema.String.annotate({ fileAddress: true })

/** A logo or a headshot as answers carry it. */
export const StoredFile = Schema.Struct({ path: FileAddress })
