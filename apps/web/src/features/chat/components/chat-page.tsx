import type { CurrentUser, PageRequest } from "@ignite/contracts"
import { Box, Button, Grid, Paper, Stack, Text, Title } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { useState } from "react"
import { PageFrame } from "../../../ui/page-frame/page-frame"
import { ChatThread } from "./chat-thread"
import { ThreadList } from "./thread-list"

export interface ChatPageProps {
  readonly reader: CurrentUser
  readonly threadId: string | undefined
  readonly page: number
  readonly perPage: number
  readonly onPage: (next: PageRequest) => void
}

/**
 * /chat (spec 02 §2 "Chat"): the reader's conversations beside the open one. On a narrow screen one at a
 * time: the list, or the open conversation with a way back to the list.
 */
export function ChatPage({ reader, threadId, page, perPage, onPage }: ChatPageProps) {
  // the thread the page was opened on is listed first (a deep link's); choosing another does not reorder
  const [sortThreadId] = useState(threadId)
  const open = threadId !== undefined
  return (
    <PageFrame>
      <Stack gap="md">
        <Title order={1}>Messages</Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }} display={{ base: open ? "none" : "block", md: "block" }}>
            <Paper withBorder radius="md" p="xs" component="nav" aria-label="Conversations list">
              <ThreadList
                reader={reader}
                selectedId={threadId}
                sortThreadId={sortThreadId}
                page={page}
                perPage={perPage}
                onPage={onPage}
              />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }} display={{ base: open ? "block" : "none", md: "block" }}>
            {open ? (
              <Stack gap="xs">
                <Box hiddenFrom="md">
                  <Button
                    variant="subtle"
                    size="xs"
                    renderRoot={(props) => <Link to="/chat" search={{ page, perPage }} {...props} />}
                  >
                    ← All conversations
                  </Button>
                </Box>
                {/* a new thread is a new view: its divider, scroll place and draft start over */}
                <ChatThread key={threadId} chatThreadId={threadId} reader={reader} />
              </Stack>
            ) : (
              <Paper withBorder radius="md" p="xl" visibleFrom="md">
                <Text c="dimmed" ta="center">
                  Choose a conversation to read it.
                </Text>
              </Paper>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </PageFrame>
  )
}
