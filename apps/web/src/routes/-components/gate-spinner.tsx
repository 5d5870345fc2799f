import { Center, Loader } from "@mantine/core"

/** A page's spinner while it learns who is signed in, inside the app's frame. */
export function PageSpinner() {
  return (
    <Center mih="100dvh">
      <Loader role="status" aria-label="Loading" />
    </Center>
  )
}

/**
 * What shows while the route gate learns who is signed in (spec 01 §2): the app's frame as index.html paints it
 * before any script, with a spinner in it, so the screen goes from that frame to the page without a blank.
 */
export function GateSpinner() {
  return (
    <div className="app-shell">
      <header className="app-header">
        <div className="app-container">
          <a className="app-brand" href="/">
            Ignite
          </a>
        </div>
      </header>
      <main className="app-main app-main-fills-screen">
        <PageSpinner />
      </main>
    </div>
  )
}
