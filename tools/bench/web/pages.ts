/**
 * The pages measured, each as the manifest entries it loads beyond its document's entry chunk: the route's own
 * chunk (TanStack Router's `autoCodeSplitting` makes `src/routes/<file>?tsr-split=component` a dynamic
 * entry) and the lazy pieces that page renders for its visitor (`React.lazy` / `import()` in the header, the
 * home page, the captcha). Keep these lists beside the components: a lazy piece a page renders and this list
 * misses goes unmeasured.
 */
export interface Page {
  readonly path: string
  readonly who: string
  /** The build's document the page is (its entry chunk): the app's index.html unless said otherwise. */
  readonly document?: string
  readonly modules: ReadonlyArray<string>
  /** The most JS, gzip, the page may load (issue 27's goals); none where the issues set no goal. */
  readonly goalGzipBytes?: number
}

const route = (file: string) => `src/routes/${file}?tsr-split=component`

/** What a signed-in user's header loads (routes/-components/app-header.tsx). */
const signedInHeader = [
  "src/routes/-components/user-menu.tsx",
  "src/features/notifications/components/notification-bell.tsx",
]

export const pages: ReadonlyArray<Page> = [
  // its own document, without the app (apps/web/signin.html); the app's /signin route only hands over to it
  { path: "/signin", who: "signed out", document: "signin.html", modules: [], goalGzipBytes: 100_000 },
  {
    path: "/",
    who: "government user (marketplace search)",
    modules: [
      route("index.tsx"),
      "src/features/search/components/marketplace-search-page.tsx",
      ...signedInHeader,
      "src/features/chat/components/chat-header-link.tsx",
      // matchmaking's "Companies for you", rendered beside the search (routes/index.tsx)
      "src/features/matches/components/companies-for-you.tsx",
    ],
    goalGzipBytes: 200_000,
  },
  {
    path: "/admin/analytics",
    who: "admin (dashboard)",
    modules: [route("admin/analytics.tsx"), ...signedInHeader],
    goalGzipBytes: 300_000,
  },
  {
    path: "/gov_user",
    who: "signed out (government sign-up, captcha on)",
    modules: [route("gov_user.tsx"), "src/ui/captcha/altcha-element.ts"],
  },
]
