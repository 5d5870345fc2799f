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
})
