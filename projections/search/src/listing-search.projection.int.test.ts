import { awardStreamId, listingArtifactStreamId, listingStreamId } from "@ignite/contracts/events"
import {
  appendArtifact,
  appendAward,
  appendListing,
  awardFacts,
  driverName,
  event,
  type FixtureListing,
  itReplaysLikeAProjection,
  openProjectionHarness,
  type ProjectionHarness,
  renameInRegistry,
  uuid,
} from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { listingSearchProjection } from "./listing-search.projection"

const skyward: FixtureListing = {
  id: uuid(1),
  accountId: uuid(101),
  name: "Skyward Drones",
  openedAt: "2026-01-01T00:00:00.000Z",
  published: true,
  profile: {
    tagLine: "Unmanned aircraft for inspection",
    cageCode: "7ABC1",
    capabilityStatement: "<p>Autonomous <strong>UAS</strong> fleets &amp; counter-drone systems.</p>",
    stateOrProvince: "OH",
    naicsCodeIds: ["541715"],
    technologyTypeIds: ["4", "16"],
    businessClassificationIds: ["1"],
  },
}
const registryOnly: FixtureListing = {
  id: uuid(2),
  accountId: uuid(102),
  name: "Registry Only Labs",
  openedAt: "2026-01-02T00:00:00.000Z",
}

describe(`listing search projection on ${driverName()}`, () => {
  let harness: ProjectionHarness
  const listingRow = async (id: string) =>
    (
      await harness.sql.query<Record<string, unknown>>(
        `select name, tag_line, cage_code, capability_text, state_or_province, naics_code_ids, technology_type_ids,
           business_classification_ids, is_published, is_only_vision_visible, edited_by_owner
         from search_listings where id = $1`,
        [id],
      )
    )[0]
  const matching = async (query: string) =>
    (
      await harness.sql.query<{ name: string }>(
        "select name from search_listings where tsv @@ to_tsquery('english', $1) order by name",
        [query],
      )
    ).map((row) => row.name)
  const rows = async () => ({
    listings: await harness.sql.query(
      "select *, tsv::text as tsv, related_tsv::text as related_tsv from search_listings order by id",
    ),
    artifacts: await harness.sql.query("select *, tsv::text as tsv from search_artifacts order by id"),
    awards: await harness.sql.query("select *, tsv::text as tsv from search_awards order by id"),
    words: await harness.sql.query("select word from search_words order by word"),
  })

  beforeAll(async () => {
    harness = await openProjectionHarness([listingSearchProjection])
    await appendListing(harness, skyward)
    await appendListing(harness, registryOnly)
    await appendArtifact(harness, skyward, uuid(11), "product", {
      name: "Hawk quadcopter",
      description: "A folding quadcopter with a thermal camera.",
      technologyTypeIds: ["4"],
    })
    await appendAward(
      harness,
      skyward,
      uuid(21),
      awardFacts("Lidar mapping from small drones", { awardAbstract: "Terrain mapping under canopy." }),
    )
  })
  afterAll(() => harness.dispose())

  it("keeps a storefront's filter and visibility columns, its capability statement as plain words", async () => {
    expect(await listingRow(skyward.id)).toEqual({
      name: "Skyward Drones",
      tag_line: "Unmanned aircraft for inspection",
      cage_code: "7ABC1",
      capability_text: "Autonomous UAS fleets & counter-drone systems.",
      state_or_province: "OH",
      naics_code_ids: ["541715"],
      technology_type_ids: ["4", "16"],
      business_classification_ids: ["1"],
      is_published: true,
      is_only_vision_visible: false,
      edited_by_owner: true,
    })
    expect(await listingRow(registryOnly.id)).toMatchObject({ is_published: false, edited_by_owner: false })
  })

  it("finds a storefront by its own words, its identifiers, and what its offers and awards say", async () => {
    for (const query of ["skyward", "uas", "7abc1", "quadcopter", "canopy", "lidar & drone"])
      expect(await matching(query), query).toEqual(["Skyward Drones"])
  })

  it("learns the vocabulary typos are corrected against", async () => {
    const words = (await harness.sql.query<{ word: string }>("select word from search_words")).map(
      (r) => r.word,
    )
    expect(words).toEqual(expect.arrayContaining(["autonomous", "quadcopter", "canopy", "registry"]))
    expect(words).not.toContain("uas")
  })

  it("follows an offer's edit and removal, and an award's amendment", async () => {
    await harness.append(
      listingArtifactStreamId(uuid(11)),
      event("ListingArtifactEdited", {
        artifactId: uuid(11),
        listingId: skyward.id,
        accountId: skyward.accountId,
        kind: "product",
        editedBy: "owner",
        artifact: {
          name: "Hawk hexacopter",
          description: "Six rotors, one thermal camera.",
          url: null,
          logoPath: null,
          startDate: null,
          endDate: null,
          technologyTypeIds: ["4", "16"],
          attachments: [],
          links: [],
        },
      }),
    )
    expect(await matching("quadcopter")).toEqual([])
    expect(await matching("hexacopter")).toEqual(["Skyward Drones"])
    await harness.append(
      awardStreamId(uuid(21)),
      event("AwardAmended", {
        awardId: uuid(21),
        accountId: skyward.accountId,
        listingId: skyward.id,
        amendedAt: "2026-02-01T00:00:00.000Z",
        phase: "Phase II",
        awardAbstract: "Mapping under forest canopy at night.",
      }),
    )
    const [award] = await harness.sql.query("select phase, award_title from search_awards where id = $1", [
      uuid(21),
    ])
    expect(award).toEqual({ phase: "Phase II", award_title: "Lidar mapping from small drones" })
    expect(await matching("forest")).toEqual(["Skyward Drones"])
    await harness.append(
      listingArtifactStreamId(uuid(11)),
      event("ListingArtifactRemoved", {
        artifactId: uuid(11),
        listingId: skyward.id,
        accountId: skyward.accountId,
        kind: "product",
        removedBy: "owner",
      }),
    )
    expect(await matching("hexacopter")).toEqual([])
    expect(await harness.sql.query("select id from search_artifacts")).toEqual([])
  })

  it("follows the registry's name until the owners edit the storefront, and unpublishing", async () => {
    await renameInRegistry(harness, registryOnly, "Registry Renamed Labs")
    await renameInRegistry(harness, skyward, "Not Skyward")
    expect((await listingRow(registryOnly.id))?.name).toBe("Registry Renamed Labs")
    expect((await listingRow(skyward.id))?.name).toBe("Skyward Drones")
    await harness.append(
      listingStreamId(skyward.id),
      event("ListingUnpublished", {
        listingId: skyward.id,
        unpublishedBy: "owner",
        unpublishedAt: "2026-03-01T00:00:00.000Z",
      }),
    )
    expect((await listingRow(skyward.id))?.is_published).toBe(false)
  })

  itReplaysLikeAProjection(() => harness, {
    name: "listing_search",
    rows,
    unfolded: {
      streamId: listingStreamId(uuid(9)),
      events: [
        { type: "ListingArchived", data: { listingId: uuid(9) } },
        event("ListingViewed", {
          listingId: skyward.id,
          viewerId: "gov",
          viewedAt: "2026-01-01T00:00:00.000Z",
        }),
      ],
    },
  })
})
