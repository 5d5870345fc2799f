import { Text } from "@mantine/core"
import { listingViewMessages } from "../messages"

/** Products, services and use cases have no read API yet: their tabs say so rather than show made-up cards. */
export function ArtifactsEmpty() {
  return (
    <Text c="dimmed" ta="center" py="xl">
      {listingViewMessages.noArtifacts}
    </Text>
  )
}
