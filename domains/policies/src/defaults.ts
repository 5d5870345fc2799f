import type { PublishPolicyInput } from "@ignite/contracts"
import type { PoliciesService } from "./service"

// Seeded once so a fresh installation can take sign-ups: the terms gate needs something to agree to.
// Admins replace them by publishing new versions.
const effectiveDate = "2026-11-01"

const terms: PublishPolicyInput = {
  kind: "terms",
  title: "Terms of Service",
  publishDate: effectiveDate,
  content: [
    "<p>These terms govern your use of Ignite, a marketplace that connects small technology businesses with government users. By agreeing to them you accept them for as long as you use Ignite.</p>",
    "<h2>1. Accounts</h2>",
    "<ul><li>One company account exists per Unique Entity Id. Small businesses join by claiming their company account or by accepting an invite from a member of it.</li><li>Government users sign up for themselves, directly or through a connected partner-program account.</li><li>Keep the information in your profile accurate and your password to yourself. You are responsible for what happens under your account.</li></ul>",
    "<h2>2. UNCLASSIFIED information only</h2>",
    "<p><strong>Ignite handles information up to UNCLASSIFIED only.</strong> Do not add, upload or send classified material anywhere in Ignite: not in profiles, listings, files or messages. Do not share Controlled Unclassified Information (CUI) either. If you come across such material, report it to support at once.</p>",
    "<h2>3. Acceptable use</h2>",
    "<ul><li>Contact other users only as the Anti-Spam Policy allows.</li><li>Do not impersonate others, misstate your organization, or collect other users' data in bulk.</li><li>Do not upload anything unlawful, harmful or that you have no right to share.</li></ul>",
    "<h2>4. Your content</h2>",
    "<p>You keep the rights to what you publish. You allow Ignite to store it and show it to other signed-in users as the product describes, for example your company listing or your government profile in search results.</p>",
    "<h2>5. Suspension</h2>",
    "<p>We may suspend accounts that break these terms or the Anti-Spam Policy, or that put other users or the information in Ignite at risk.</p>",
    "<h2>6. Changes</h2>",
    "<p>When these terms change we publish a new version with its effective date, and you are asked to agree to it before you continue using Ignite.</p>",
  ].join(""),
}

const privacy: PublishPolicyInput = {
  kind: "privacy",
  title: "Privacy Statement",
  publishDate: effectiveDate,
  content: [
    "<p>This statement explains which personal data Ignite keeps about you, why, and the choices you have.</p>",
    "<h2>What we keep</h2>",
    "<ul><li>Your login: email address and a one-way hash of your password, never the password itself.</li><li>Your profile: name, title, phone numbers, time zone, headshot and social media accounts; for government users also organization, technology interests, lines of effort, classifications, problem statement, location and years of service.</li><li>Your messages and the notifications about them.</li><li>When you were last active, shown to others as 'Active in the last 90 days'.</li></ul>",
    "<h2>Why we keep it</h2>",
    "<p>To run the marketplace: to show company listings and government profiles to signed-in users, to let you search and chat, and to notify you of new messages in the app and by email as your settings say.</p>",
    "<h2>Who sees it</h2>",
    "<p>Other signed-in users see your profile. If you connect a partner-program account, we exchange with the partner program what is needed to link it and show your verified badge. We do not sell personal data.</p>",
    "<h2>Your choices</h2>",
    "<ul><li>Change your profile, email and password at any time from your account page.</li><li>Choose in your settings whether you are notified of new messages in the app and by email.</li><li>Government users decide whether companies may start new conversations with them ('Allow New Company Messages').</li><li>Ask support to erase your personal data; erased data is unreadable everywhere in Ignite from then on.</li></ul>",
    "<h2>Security</h2>",
    "<p>Ignite handles information up to UNCLASSIFIED only. Data travels encrypted and access to it is limited to what the product needs.</p>",
    "<h2>Changes</h2>",
    "<p>When this statement changes we publish a new version with its effective date, and you are asked to agree to it before you continue using Ignite.</p>",
  ].join(""),
}

const antiSpam: PublishPolicyInput = {
  kind: "antiSpam",
  title: "Anti-Spam Policy",
  publishDate: effectiveDate,
  content: [
    "<p>Government users come to Ignite to find technology, not to be flooded with sales messages. These rules protect their time and keep conversations worth having.</p>",
    "<h2>Rules for small businesses</h2>",
    "<ul><li>You may send only <strong>one initial message</strong> to a government user.</li><li>You may not send more messages in that conversation <strong>until the government user replies</strong>.</li><li>Make your first message count: say who you are, what your technology does and why it matters to their mission.</li><li>No bulk, automated or copy-paste outreach, and no messages to users who have turned off new company messages.</li></ul>",
    "<h2>Controls for government users</h2>",
    "<ul><li>Turn off <strong>Allow New Company Messages</strong> in your settings to stop new conversations from companies.</li><li><strong>Pause</strong> a conversation with a small business at any time, and unpause it when you are ready.</li></ul>",
    "<h2>UNCLASSIFIED only</h2>",
    "<p>Messages are subject to the same rule as everything else in Ignite: information up to UNCLASSIFIED only, never classified material.</p>",
    "<h2>Enforcement</h2>",
    "<p>Ignite enforces the one-initial-message rule itself. Accounts that try to get around these rules may be suspended under the Terms of Service.</p>",
  ].join(""),
}

export const defaultPolicies: readonly PublishPolicyInput[] = [terms, privacy, antiSpam]

/**
 * Publishes each default only while its kind has no version, so it is safe on every start-up and when
 * several gateways start at once. Answers the kinds it published.
 */
export const ensureDefaultPolicies = async (service: PoliciesService) => {
  const published: PublishPolicyInput["kind"][] = []
  for (const policy of defaultPolicies) if (await service.publishDefault(policy)) published.push(policy.kind)
  return published
}
