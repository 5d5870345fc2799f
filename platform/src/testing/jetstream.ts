import { jetstreamManager } from "@nats-io/jetstream"
import { connect } from "@nats-io/transport-node"

/** The message ids (event ids, as the relay publishes them) a JetStream stream holds, oldest first. */
export const jetStreamMessageIds = async (url: string, stream: string): Promise<string[]> => {
  const nc = await connect({ servers: url, name: "ignite-test" })
  try {
    const jsm = await jetstreamManager(nc)
    const { state } = await jsm.streams.info(stream)
    const ids: string[] = []
    for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq++) {
      const message = await jsm.streams.getMessage(stream, { seq })
      const id = message?.header?.get("Nats-Msg-Id")
      if (id) ids.push(id)
    }
    return ids
  } finally {
    await nc.close()
  }
}
