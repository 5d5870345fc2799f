import { defaultActivityOptions, generatedUeiPrefix, generateSbirCsv } from "@ignite/demo"
import { SingleBar } from "cli-progress"
import type { Operations } from "./connection"
import { importSummaryText } from "./format"

// `demo generate`'s three steps, each with its progress bar and summary line (main.ts declares the command).

export const wholeNumber = (value: string, name: string) => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number`)
  return n
}

/** Companies and awards through the SBIR importer, with a progress bar. */
export const generateAwards = async (
  ops: Operations,
  json: boolean,
  options: { companies: number; awards: number; seed: number; months: string },
) => {
  const { companies, awards, seed } = options
  const rows = generateSbirCsv({
    companies,
    awards,
    seed,
    months: Math.max(1, wholeNumber(options.months, "months")),
    until: new Date(),
    ueiPrefix: generatedUeiPrefix(seed),
  })
  let awardsSeen = 0
  const bar = json
    ? undefined
    : new SingleBar({
        format: "generating [{bar}] {percentage}% | {value}/{total} awards | {rate} awards/s",
      })
  bar?.start(awards, 0, { rate: 0 })
  const eventsBefore = await ops.eventCount()
  const startedAt = Date.now()
  const summary = await ops.importSbirRows(rows, ({ summary: s }) => {
    awardsSeen = s.rows
    const seconds = (Date.now() - startedAt) / 1000
    bar?.update(Math.min(awardsSeen, awards), { rate: Math.round(awardsSeen / Math.max(seconds, 0.001)) })
  })
  bar?.update(awards)
  bar?.stop()
  const seconds = (Date.now() - startedAt) / 1000
  const eventsAfter = await ops.eventCount()
  // the log's growth over the run (direct mode): what the import appended, if nobody else wrote meanwhile
  const events =
    eventsBefore === undefined || eventsAfter === undefined ? undefined : eventsAfter - eventsBefore
  if (!json) {
    console.log(importSummaryText(summary, seconds))
    console.log(
      `${Math.round(summary.rows / seconds)} rows/s${events === undefined ? "" : `, ${events} events, ${Math.round(events / seconds)} events/s`}`,
    )
  }
  return { ...summary, seconds, events }
}

/** Government users signed up in batches, with a progress bar; a set loaded again adds nobody. */
export const generateGovUsers = async (
  ops: Operations,
  json: boolean,
  options: { count: number; seed: number },
) => {
  const bar = json
    ? undefined
    : new SingleBar({
        format:
          "government users [{bar}] {percentage}% | {value}/{total} | {created} new, {skipped} already there | {rate} users/s",
      })
  bar?.start(options.count, 0, { created: 0, skipped: 0, rate: 0 })
  const startedAt = Date.now()
  const result = await ops.generateGovUsers(
    {
      count: options.count,
      seed: options.seed,
      months: 12,
      until: new Date(),
      // in every address, so sets of different seeds never collide with each other or the demo's
      emailTag: `g${options.seed}n`,
    },
    (progress) => {
      const seconds = (Date.now() - startedAt) / 1000
      bar?.update(progress.done, { ...progress, rate: Math.round(progress.done / Math.max(seconds, 0.001)) })
    },
  )
  bar?.stop()
  const seconds = (Date.now() - startedAt) / 1000
  if (!json)
    console.log(
      `${result.created} government users created, ${result.skipped} already there, in ${seconds.toFixed(1)} s (${Math.round(result.done / seconds)} users/s).`,
    )
  return { ...result, seconds }
}

/** A year of activity among the seed's government users, with a progress bar; run again, it adds nothing. */
export const generateActivity = async (ops: Operations, json: boolean, seed: number) => {
  const bar = json
    ? undefined
    : new SingleBar({
        format:
          "activity [{bar}] {percentage}% | {value}/{total} government users | {views} views, {threads} threads, {messages} messages | {rate} actions/s",
      })
  bar?.start(1, 0, { views: 0, threads: 0, messages: 0, rate: 0 })
  const startedAt = Date.now()
  const result = await ops.generateActivity({
    ...defaultActivityOptions,
    seed,
    until: new Date(),
    emailTag: `g${seed}n`,
    ueiPrefix: generatedUeiPrefix(seed),
    publishEvery: 5,
    onProgress: (progress) => {
      const seconds = (Date.now() - startedAt) / 1000
      bar?.setTotal(Math.max(progress.total, 1))
      bar?.update(progress.done, {
        ...progress,
        rate: Math.round(progress.actions / Math.max(seconds, 0.001)),
      })
    },
  })
  bar?.stop()
  const seconds = (Date.now() - startedAt) / 1000
  if (!json)
    console.log(
      `Activity of ${result.done - result.skipped} government users (${result.skipped} done before), ${result.published} generated storefronts published: ${result.views} views, ${result.threads} threads, ${result.messages} messages, ${result.actions} actions in ${seconds.toFixed(1)} s (${Math.round(result.actions / Math.max(seconds, 0.001))} actions/s).`,
    )
  return { ...result, seconds }
}
