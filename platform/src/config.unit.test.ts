import { describe, expect, it } from "vitest"
import { loadConfig } from "./config"

describe("config", () => {
  it("trusts no proxy unless TRUSTED_PROXIES names some", () => {
    expect(loadConfig({}).trustedProxies).toEqual([])
    expect(
      loadConfig({
        TRUSTED_PROXIES: " 10.0.0.1, 10.0.0.0/8 ,::1,fd00::/8, loopback, 192.168.0.0/255.255.0.0,",
      }).trustedProxies,
    ).toEqual(["10.0.0.1", "10.0.0.0/8", "::1", "fd00::/8", "loopback", "192.168.0.0/255.255.0.0"])
  })

  it("refuses TRUSTED_PROXIES entries that are not addresses or ranges", () => {
    for (const bad of ["proxy.internal", "10.0.0.0/33", "::/129", "10.0.0.1/8/8", "*", "10.0.0.0/x"])
      expect(() => loadConfig({ TRUSTED_PROXIES: `127.0.0.1,${bad}` })).toThrow(/TRUSTED_PROXIES/)
  })

  it("takes VISION_URL only as an http(s) address", () => {
    expect(loadConfig({}).visionUrl).toBeUndefined()
    expect(loadConfig({ VISION_URL: " https://vision.example/sign_in " }).visionUrl).toBe(
      "https://vision.example/sign_in",
    )
    for (const bad of ["javascript:alert(1)", "vision.example", "ftp://vision.example"])
      expect(() => loadConfig({ VISION_URL: bad })).toThrow(/VISION_URL/)
  })

  it("takes MAPS_API_URL only as an http(s) address; unset, the adapter uses Google's", () => {
    expect(loadConfig({}).mapsApiUrl).toBeUndefined()
    expect(loadConfig({ MAPS_API_URL: "http://127.0.0.1:9999/place" }).mapsApiUrl).toBe(
      "http://127.0.0.1:9999/place",
    )
    expect(() => loadConfig({ MAPS_API_URL: "file:///etc/passwd" })).toThrow(/MAPS_API_URL/)
  })
})
