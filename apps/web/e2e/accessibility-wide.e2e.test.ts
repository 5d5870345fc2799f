import { auditScreensAt } from "./accessibility-audit"

// axe-core on every main screen as a desktop browser shows it (the phone width is its own file)
auditScreensAt(1280)
