import { Center, Loader } from "@mantine/core"

/** What shows while the route gate learns who is signed in (spec 01 §2). */
export function GateSpinner() {
  return (
    <Center mih="100dvh">
      <Loader role="status" aria-label="Loading" />
    </Center>
  )
}
