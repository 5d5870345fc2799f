import { Schema } from "effect"
import { PageQuery, Paginated } from "./pagination"

export const PaymentStatus = Schema.Literals(["none", "good_standing", "past_due"])
export type PaymentStatus = typeof PaymentStatus.Type

/** A company account as the admins' accounts list shows it (to find one and set its payment status). */
export const AdminAccount = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  uniqueEntityId: Schema.String,
  claimed: Schema.Boolean,
  /** `none` until an admin (or later a payment provider) sets it. */
  paymentStatus: PaymentStatus,
})
export type AdminAccount = typeof AdminAccount.Type

export const AdminAccountsPage = Paginated(AdminAccount)
export type AdminAccountsPage = typeof AdminAccountsPage.Type

export const AdminAccountsQuery = Schema.Struct({
  ...PageQuery.fields,
  /** Part of the name or the Unique Entity Id. */
  search: Schema.optional(Schema.String.check(Schema.isMaxLength(200))),
})
export type AdminAccountsQuery = typeof AdminAccountsQuery.Type
