import { Stack, Text, Title } from "@mantine/core"
import type { ReactNode } from "react"
import { PageFrame } from "../page-frame/page-frame"

export interface AdminPageProps {
  /** The way between the admin screens, given by the route (routes/-components/admin-nav). */
  readonly nav: ReactNode
  readonly title: string
  /** What the screen is for, under its title. */
  readonly intro: ReactNode
  /** Anything more the heading carries (links to the published documents). */
  readonly headingExtra?: ReactNode
  readonly children: ReactNode
}

/** An admin screen: the admin navigation, the screen's title and what it is for, then its content. */
export function AdminPage({ nav, title, intro, headingExtra, children }: AdminPageProps) {
  return (
    <PageFrame>
      <Stack gap="lg">
        {nav}
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" mt="xs">
            {intro}
          </Text>
          {headingExtra}
        </div>
        {children}
      </Stack>
    </PageFrame>
  )
}
