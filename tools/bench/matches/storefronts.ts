import { generatedUeiPrefix, generateSbirCsv } from "@ignite/demo"
import { loadConfig, silentLogger } from "@ignite/platform"
import { startSystem } from "@ignite/wiring"

/** The generator's seed of the volume's companies: its UEIs (`G` + a letter) never meet the demo's (`DM…`). */
const seed = 24
const publishBatch = 1_000

/**
 * `--storefronts N`: N more companies with published storefronts, loaded into the app's database before it
 * starts, through the same commands the demo's marketplace goes through (the SBIR.gov importer, then the
 * registry's operator publishing each storefront), so every read model folds them as it folds real ones.
 * Each company has one or two awards (1.5 N awards, dealt as the generator deals them). Workers do not run
 * here: the app folds the asynchronous read models when it starts, and the benchmark waits for them.
 */
export const loadStorefronts = async (
  env: Readonly<Record<string, string>>,
  count: number,
  report: (line: string) => void,
) => {
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: "silent" })
  const system = await startSystem({ ...config, runWorkers: false }, silentLogger, { seed: false })
  try {
    const { services } = system
    const ueiPrefix = generatedUeiPrefix(seed)
    const startedAt = performance.now()
    const summary = await services.companies.sbirImports.importFile(
      generateSbirCsv({
        companies: count,
        awards: Math.round(count * 1.5),
        seed,
        months: 24,
        until: new Date(),
        ueiPrefix,
      }),
      { actorId: "bench-matches" },
    )
    report(
      `imported ${summary.rows} award rows of ${count} companies in ${((performance.now() - startedAt) / 1000).toFixed(0)} s`,
    )
    const publishedAt = performance.now()
    for (let from = 0; from < count; from += publishBatch) {
      const ueis = Array.from(
        { length: Math.min(publishBatch, count - from) },
        (_, i) => `${ueiPrefix}${(from + i).toString(36).toUpperCase().padStart(10, "0")}`,
      )
      const accountIds = await services.companies.registry.accountIdsOf(services.platform.sql, ueis)
      const listingIds = await services.storefronts.listings.listingIdsOf(services.platform.sql, [
        ...accountIds.values(),
      ])
      for (const listingId of listingIds.values())
        await services.storefronts.listings.publish(listingId, "bench-matches", true)
      if ((from / publishBatch) % 10 === 9 && from + publishBatch < count)
        report(`published ${Math.min(from + publishBatch, count)} storefronts`)
    }
    report(`published ${count} storefronts in ${((performance.now() - publishedAt) / 1000).toFixed(0)} s`)
  } finally {
    await system.close()
  }
}
