import type { RecordedEventDto } from "@ignite/contracts"
import { maskPersonalFields } from "@ignite/contracts/events"
import type { Caller } from "../access"

/**
 * Operator tokens (the CLI, run by whoever holds the server's keys) read events as stored; an admin's web
 * session reads them with personal fields masked: seeing a person's data in the history goes through the
 * audit log's recorded reveal (issue 22), never around it.
 */
export const maskedFor = (caller: Caller, events: readonly RecordedEventDto[]): RecordedEventDto[] =>
  caller.roles.includes("operator")
    ? [...events]
    : events.map((event) => ({ ...event, data: maskPersonalFields(event.eventType, event.data) }))
