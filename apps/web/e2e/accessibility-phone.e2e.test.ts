import { auditScreensAt } from "./accessibility-audit"

// axe-core on every main screen as a phone shows it (the desktop width is its own file)
auditScreensAt(375)
