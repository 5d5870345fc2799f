import {
  decodeInput,
  isAppError,
  isSignableKind,
  type PolicyDocument,
  type PolicyKind,
  PublishPolicyInput,
} from "@ignite/contracts"
import type { FieldErrors } from "../../../lib/use-form"

export interface PublishValues extends Record<string, string> {
  title: string
  publishDate: string
  content: string
}

/** How the admin screen names each kind (the titles the default documents carry). */
export const policyKindTitles: Record<PolicyKind, string> = {
  terms: "Terms of Service",
  privacy: "Privacy Statement",
  antiSpam: "Anti-Spam Policy",
}

export const publishMessages = {
  published: (kind: PolicyKind) => `${policyKindTitles[kind]} published.`,
  failed: "Failed to publish the policy, please try again.",
  nothingPublished: "Nothing has been published yet.",
} as const

/** Publishing a new terms or privacy version gates every user until they agree to it (spec 01 §2). */
export const requiresAgreement = (kind: PolicyKind) => isSignableKind(kind)

/** Today in the admin's own calendar, as the date input shows it. */
export const todayIsoDate = (now = new Date()) => {
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** A new version starts from the one in force (title and content), effective today. */
export const publishValuesOf = (kind: PolicyKind, current: PolicyDocument | undefined, today: string) => ({
  title: current?.title ?? policyKindTitles[kind],
  publishDate: today,
  content: current?.content ?? "",
})

const fields: ReadonlySet<string> = new Set(["title", "publishDate", "content"])

/** The server's own rules (title and visible content at least 2 characters, a real date), per field. */
export const validatePublish = (values: PublishValues): FieldErrors<PublishValues> => {
  const errors: FieldErrors<PublishValues> = {}
  try {
    // The kind does not change the field rules; any valid one lets the rest be checked.
    decodeInput(PublishPolicyInput, { kind: "terms", ...values })
  } catch (error) {
    if (!isAppError(error)) throw error
    for (const { path, message } of error.details ?? [])
      if (fields.has(path)) errors[path as keyof PublishValues & string] ??= message
  }
  return errors
}
