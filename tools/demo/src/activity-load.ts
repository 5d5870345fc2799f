import { createChatService } from "@ignite/domain-chat"
import { createIdentityService } from "@ignite/domain-identity"
import { type Queryable, withCausation } from "@ignite/platform"
import type { Services } from "@ignite/wiring"
import {
  type ActivityOptions,
  type ActivityPopulation,
  type GovUserActivityPlan,
  planGovUserActivity,
} from "./activity-plan"
import { demoClient } from "./claims"
import { sendConversation } from "./conversation"
import { demoCompany } from "./demo-data"

const day = 24 * 60 * 60 * 1000

export interface ActivityLoadProgress {
  /** Government users whose year is done, this run or an earlier one. */
  readonly done: number
  readonly total: number
  /** Of them, the ones an earlier run did (their mark is in the log): nothing added for them. */
  readonly skipped: number
  /** The seed's generated storefronts published this run (`publishEvery`). */
  readonly published: number
  /** Commands run: storefronts published, settings, sign-ins, views, messages. */
  readonly actions: number
  readonly views: number
  readonly threads: number
  readonly messages: number
}

export interface ActivityLoadOptions extends ActivityOptions {
  /** The generated set's address tag (`--gov-users` of the same seed): their activity, among everyone's storefronts. */
  readonly emailTag: string
  /**
   * The seed's generated companies (`--companies`, their UEIs start with this) open no storefront of their
   * own: every `publishEvery`-th is published by the demo operator before the period, as the demo's marketplace is.
   */
  readonly ueiPrefix: string
  readonly publishEvery: number
  /** Government users per batch: one look-up of what is done, one progress report. */
  readonly batchSize?: number
  readonly onProgress?: (progress: ActivityLoadProgress) => void
}

/**
 * The population as the read models have it now: the set's government users by address, published
 * storefronts by Unique Entity Id, and one user of each company that has users (the earliest), by account.
 * Acme Robotics stays out: its inbox is the one conversation the README walks through.
 */
export const readActivityPopulation = async (
  db: Queryable,
  emailTag: string,
): Promise<ActivityPopulation> => {
  const govUsers = await db.query<{
    user_id: string
    registered_at: Date | string
    last_sign_in_at: Date | string | null
    vision: boolean
  }>(
    `select u.id::text as user_id, u.registered_at, u.last_sign_in_at, g.vision_user_id is not null as vision
       from current_users u left join gov_users g on g.id = u.id
      where 'gov' = any(u.roles) and u.email like $1
      order by u.email`,
    [`%.${emailTag}%@%`],
  )
  const storefronts = await db.query<{
    listing_id: string
    account_id: string
    is_only_vision_visible: boolean
  }>(
    `select id::text as listing_id, account_id::text as account_id, is_only_vision_visible
       from listings where is_published and unique_entity_id <> $1 order by unique_entity_id`,
    [demoCompany.uniqueEntityId],
  )
  const companies = await db.query<{ account_id: string; user_id: string }>(
    `select distinct on (u.account_id) u.account_id::text as account_id, u.id::text as user_id
       from current_users u join listings l on l.account_id = u.account_id
      where 'ignite' = any(u.roles) and l.unique_entity_id <> $1
      order by u.account_id, u.registered_at, u.id`,
    [demoCompany.uniqueEntityId],
  )
  return {
    govUsers: govUsers.map((row) => ({
      userId: row.user_id,
      registeredAt: new Date(row.registered_at),
      lastSignInAt: row.last_sign_in_at === null ? null : new Date(row.last_sign_in_at),
      visionLinked: row.vision,
    })),
    storefronts: storefronts.map((row) => ({
      listingId: row.listing_id,
      accountId: row.account_id,
      isPublished: true,
      isOnlyVisionVisible: row.is_only_vision_visible,
    })),
    companies: companies.map((row) => ({ accountId: row.account_id, userId: row.user_id })),
  }
}

/** Publishes every `publishEvery`-th of the seed's generated storefronts not yet published; answers how many. */
const publishGeneratedStorefronts = async (services: Services, options: ActivityLoadOptions) => {
  const rows = await services.platform.sql.query<{ id: string; unique_entity_id: string }>(
    `select id::text as id, unique_entity_id from listings
      where unique_entity_id like $1 and not is_published order by unique_entity_id`,
    [`${options.ueiPrefix}%`],
  )
  const chosen = rows.filter(
    (row) =>
      Number.parseInt(row.unique_entity_id.slice(options.ueiPrefix.length), 36) % options.publishEvery === 0,
  )
  const beforeThePeriod = new Date(options.until.getTime() - (options.months * 30 + 1) * day)
  const dated = services.atClock(() => beforeThePeriod)
  for (const row of chosen) await dated.storefronts.listings.publish(row.id, "demo-data", true)
  return chosen.length
}

/**
 * Chat mail off for every user of the companies that take part, before anything is written to them: the
 * notifier mails each new conversation, and a year of hundreds would flood their mailboxes. In-app
 * notifications stay, one per unread conversation. The generated government users' own goes off in their plan.
 */
const quietCompanies = async (
  services: Services,
  identity: {
    updateNotificationSettings(userId: string, input: { emailNewChatMessage: boolean }): Promise<void>
  },
  accountIds: readonly string[],
) => {
  const rows = await services.platform.sql.query<{ id: string }>(
    `select id::text as id from current_users
      where account_id = any($1::uuid[]) and email_new_chat_message order by id`,
    [accountIds],
  )
  for (const row of rows) await identity.updateNotificationSettings(row.id, { emailNewChatMessage: false })
  return rows.length
}

/** Each government user's activity carries this correlation id: the mark a second run finds. */
export const activityMark = (seed: number, userId: string) => `demo-activity:${seed}:${userId}`

const markedAmong = async (db: Queryable, marks: readonly string[]) => {
  const rows = await db.query<{ mark: string }>(
    `select distinct coalesce(metadata->>'correlationId', metadata->>'requestId') as mark
       from events where coalesce(metadata->>'correlationId', metadata->>'requestId') = any($1::text[])`,
    [marks],
  )
  return new Set(rows.map((row) => row.mark))
}

/**
 * A year of marketplace activity among the generated government users (`planGovUserActivity`), through the
 * commands people's actions reach, each on a clock set to when it happened: the settings form (chat mail
 * off, since generated people have no inbox; message requests as planned), sign-ins, the storefront's view
 * record, the chat domain's send. A user's commands carry their mark (`activityMark`), so a run again skips
 * the users already done; one interrupted midway keeps what it wrote for that user.
 */
export const loadActivity = async (services: Services, options: ActivityLoadOptions) => {
  const { sql, store } = services.platform
  let clock = new Date()
  const setClock = (at: Date) => {
    clock = at
  }
  const identity = createIdentityService({ store, sql, tokens: services.tokens, now: () => clock })
  const chat = createChatService({ store, now: () => clock })
  const dated = services.atClock(() => clock)
  const published = await publishGeneratedStorefronts(services, options)
  const population = await readActivityPopulation(sql, options.emailTag)
  const total = population.govUsers.length
  setClock(new Date(options.until.getTime() - options.months * 30 * day))
  const quieted = await withCausation(
    { actorId: "system:demo-activity", correlationId: `demo-activity:${options.seed}:companies` },
    () =>
      quietCompanies(
        services,
        identity,
        population.companies.map((company) => company.accountId),
      ),
  )
  const progress = {
    done: 0,
    total,
    skipped: 0,
    published,
    actions: published + quieted,
    views: 0,
    threads: 0,
    messages: 0,
  }

  const run = async (plan: GovUserActivityPlan) => {
    setClock(plan.signIns[0]!)
    await identity.updateNotificationSettings(plan.userId, {
      emailNewChatMessage: false,
      allowMessageRequests: plan.allowsRequests,
    })
    for (const at of plan.signIns) {
      setClock(at)
      await identity.openSession(plan.userId, demoClient)
    }
    for (const view of plan.views) {
      setClock(view.at)
      await dated.storefronts.listings.recordView(view.listingId, plan.userId)
    }
    for (const thread of plan.threads) {
      // a company without users is never written to first (the plan only starts those from a government user)
      await sendConversation(
        chat,
        setClock,
        {
          accountId: thread.accountId,
          companyUserId: thread.companyUserId ?? "",
          govUserId: plan.userId,
          govUserAllowsRequests: plan.allowsRequests,
        },
        thread.lines,
      )
      progress.messages += thread.lines.length
    }
    progress.views += plan.views.length
    progress.threads += plan.threads.length
    progress.actions +=
      1 + plan.signIns.length + plan.views.length + plan.threads.reduce((n, t) => n + t.lines.length, 0)
  }

  const batchSize = Math.max(1, options.batchSize ?? 200)
  for (let first = 0; first < total; first += batchSize) {
    const indexes = Array.from({ length: Math.min(batchSize, total - first) }, (_, i) => first + i)
    const done = await markedAmong(
      sql,
      indexes.map((i) => activityMark(options.seed, population.govUsers[i]!.userId)),
    )
    for (const index of indexes) {
      const mark = activityMark(options.seed, population.govUsers[index]!.userId)
      if (done.has(mark)) progress.skipped++
      else
        await withCausation({ actorId: "system:demo-activity", correlationId: mark }, () =>
          run(planGovUserActivity(population, options, index)),
        )
      progress.done++
    }
    options.onProgress?.({ ...progress })
  }
  return progress
}
