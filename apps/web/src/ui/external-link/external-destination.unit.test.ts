import { describe, expect, it } from "vitest"
import { externalDestination, isWebAddress, webAddressOf } from "./external-destination"

const app = "https://ignite.example"

describe("externalDestination", () => {
  it("names the site of a web address on another origin", () => {
    expect(externalDestination("https://acme-robotics.example/reports?id=1", app)).toEqual({
      url: "https://acme-robotics.example/reports?id=1",
      host: "acme-robotics.example",
    })
    expect(externalDestination("http://localhost:8080/x", app)).toEqual({
      url: "http://localhost:8080/x",
      host: "localhost:8080",
    })
  })

  it("counts another port or scheme of Ignite's own host as leaving (another origin)", () => {
    expect(externalDestination("http://ignite.example/chat", app)?.host).toBe("ignite.example")
    expect(externalDestination("https://ignite.example:8443/", app)?.host).toBe("ignite.example:8443")
  })

  it("lets Ignite's own pages and files, mail and phone links and unreadable addresses pass", () => {
    expect(externalDestination("/files/brochure.pdf", app)).toBeNull()
    expect(externalDestination("https://ignite.example/gov/users/1", app)).toBeNull()
    expect(externalDestination("mailto:pat@acme.example", app)).toBeNull()
    expect(externalDestination("tel:+15550100", app)).toBeNull()
    expect(externalDestination("javascript:alert(1)", app)).toBeNull()
    expect(externalDestination("https://", app)).toBeNull()
  })
})

describe("webAddressOf", () => {
  it("adds https:// to a website the registry gave without its scheme, and keeps one that has it", () => {
    expect(webAddressOf("acme.example")).toBe("https://acme.example")
    expect(webAddressOf("http://acme.example")).toBe("http://acme.example")
    expect(webAddressOf("HTTPS://acme.example")).toBe("HTTPS://acme.example")
  })
})

describe("isWebAddress", () => {
  it("tells a profile's address from a handle", () => {
    expect(isWebAddress("https://www.linkedin.example/company/acme")).toBe(true)
    expect(isWebAddress("HTTP://x.example")).toBe(true)
    expect(isWebAddress("@acmerobotics")).toBe(false)
    expect(isWebAddress("linkedin.example/acme")).toBe(false)
  })
})
