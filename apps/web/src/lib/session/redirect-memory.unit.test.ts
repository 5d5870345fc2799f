import { describe, expect, it } from "vitest"
import {
  peekLoginTarget,
  redirectAfterLoginKey,
  redirectAfterSignTermsKey,
  rememberLoginTarget,
  rememberSignTermsTarget,
  takeLoginTarget,
  takeSignTermsTarget,
} from "./redirect-memory"

const memoryStore = () => {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe("redirect memory", () => {
  it("keeps the post-login target under ignite.redirectAfterLogin and gives it back once", () => {
    const store = memoryStore()
    rememberLoginTarget("/account?tab=settings#notifications", store)
    expect(store.items.get(redirectAfterLoginKey)).toBe("/account?tab=settings#notifications")
    expect(takeLoginTarget(store)).toBe("/account?tab=settings#notifications")
    expect(takeLoginTarget(store)).toBe("/")
  })

  it("lets the target be read without forgetting it, for the sign-in still to come", () => {
    const store = memoryStore()
    expect(peekLoginTarget(store)).toBeUndefined()
    rememberLoginTarget("/account", store)
    expect(peekLoginTarget(store)).toBe("/account")
    expect(takeLoginTarget(store)).toBe("/account")
    store.items.set(redirectAfterLoginKey, "//evil.example")
    expect(peekLoginTarget(store)).toBeUndefined()
  })

  it("keeps the /sign_terms return location under the key the policies screen reads", () => {
    const store = memoryStore()
    rememberSignTermsTarget("/account", store)
    expect(store.items.get("ignite.redirectAfterSignTerms")).toBe("/account")
  })

  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)"])(
    "never remembers or follows %s",
    (target) => {
      const store = memoryStore()
      rememberLoginTarget(target, store)
      expect(store.items.size).toBe(0)
      store.items.set(redirectAfterLoginKey, target)
      expect(takeLoginTarget(store)).toBe("/")
    },
  )

  it("lands on / when storage fails", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied")
      },
      setItem: () => {
        throw new Error("denied")
      },
      removeItem: () => {
        throw new Error("denied")
      },
    }
    expect(() => rememberLoginTarget("/account", broken)).not.toThrow()
    expect(takeLoginTarget(broken)).toBe("/")
  })
})

const signTermsStorage = (value?: string) => {
  const items = new Map(value === undefined ? [] : [[redirectAfterSignTermsKey, value]])
  return {
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => void items.delete(key),
    items,
  }
}

describe("takeSignTermsTarget", () => {
  it("answers the remembered location once, then forgets it", () => {
    const storage = signTermsStorage("/chat?threadId=7#latest")
    expect(takeSignTermsTarget(storage)).toBe("/chat?threadId=7#latest")
    expect(storage.items.size).toBe(0)
    expect(takeSignTermsTarget(storage)).toBe("/")
  })

  it("falls back to / for anything that is not a path of this app, or would loop", () => {
    for (const stored of [
      "https://evil.example",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      "/sign_terms",
      "/sign_terms?x=1",
    ])
      expect(takeSignTermsTarget(signTermsStorage(stored))).toBe("/")
    expect(takeSignTermsTarget(signTermsStorage("/sign_terms_help"))).toBe("/sign_terms_help")
    expect(takeSignTermsTarget(undefined)).toBe("/")
  })

  it("survives storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied")
      },
      removeItem: () => {},
    }
    expect(takeSignTermsTarget(broken)).toBe("/")
  })
})
