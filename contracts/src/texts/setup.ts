/**
 * The first-run checklist on a new company owner's home. The spec has the call that ends it
 * (PATCH /api/v1/current_user/account/mark_setup_session_complete, spec 01 §7) but no screen; these are the
 * words of ours, in the app's tone.
 */
export const setupMessages = {
  title: "Set up your storefront",
  intro: "A few steps make your storefront worth finding. Each is ticked as soon as it is done.",
  progress: (done: number, total: number) => `${done} of ${total} done`,
  done: "Done",
  toDo: "To do",
  steps: {
    storefront: {
      label: "Complete your storefront",
      hint: "Tag line, website, year founded, logo, headquarters and a point of contact.",
      action: "Edit storefront",
    },
    capabilityStatement: {
      label: "Add a capability statement",
      hint: "What your company does and for whom, in at least 50 characters.",
      action: "Write it",
    },
    invite: {
      label: "Invite a colleague",
      hint: "Someone to share the account and its conversations with.",
      action: "Invite someone",
    },
    publish: {
      label: "Publish your storefront",
      hint: "Government users find it once it is published.",
      action: "Review and publish",
    },
  },
  finish: "Finish setup",
  dismiss: "Dismiss",
  dismissHint: "The checklist will not come back; everything stays in the menus.",
  finished: "Your storefront is set up.",
  dismissed: "The setup checklist is dismissed.",
  saveFailed: "Could not save that your setup is done. Please try again.",
} as const
