import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { whiteHouseComponents } from "@ignite/platform/testing"

type Json = Record<string, unknown>

/**
 * A stand-in for Google's Places web services at MAPS_API_URL, answering as they do (HTTP 200 with a status
 * of its own): suggestions for any input, the White House's address_components for `ChIJ-white-house`,
 * NOT_FOUND for other places, and failures by what the input starts with: `hang up` (connection dropped),
 * `broken` (HTTP 500), `denied` (REQUEST_DENIED), `nowhere` (ZERO_RESULTS).
 */
export const startFakePlaces = async () => {
  const seen: URL[] = []
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake")
    seen.push(url)
    const input = url.searchParams.get("input") ?? ""
    const send = (body: Json, status = 200) => {
      response.writeHead(status, { "content-type": "application/json" })
      response.end(JSON.stringify(body))
    }
    if (input.startsWith("hang up")) return request.socket.destroy()
    if (input.startsWith("broken")) return send({ error: "upstream exploded" }, 500)
    if (input.startsWith("denied"))
      return send({ status: "REQUEST_DENIED", error_message: "The provided API key is invalid." })
    if (url.pathname === "/place/autocomplete/json") {
      if (input.startsWith("nowhere")) return send({ status: "ZERO_RESULTS", predictions: [] })
      return send({
        status: "OK",
        predictions: [
          { place_id: "ChIJ-white-house", description: "1600 Pennsylvania Avenue NW, Washington, DC, USA" },
          { place_id: "ChIJ-dayton", description: "1 Main St, Dayton, OH, USA", types: ["street_address"] },
          { description: "a prediction without a place id is dropped" },
        ],
      })
    }
    if (url.pathname === "/place/details/json") {
      if (url.searchParams.get("place_id") !== "ChIJ-white-house") return send({ status: "NOT_FOUND" })
      return send({
        status: "OK",
        result: {
          address_components: whiteHouseComponents,
        },
      })
    }
    send({ status: "INVALID_REQUEST" }, 404)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/place`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FakePlaces = Awaited<ReturnType<typeof startFakePlaces>>
