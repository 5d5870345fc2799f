import { Anchor, Container, Group } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import classes from "./app-layout.module.css"

export function AppHeader() {
  return (
    <header className={classes.header}>
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Anchor
            renderRoot={(props) => <Link to="/" {...props} />}
            fw={800}
            fz="xl"
            c="var(--mantine-primary-color-filled)"
            underline="never"
          >
            Ignite
          </Anchor>
        </Group>
      </Container>
    </header>
  )
}
