/**
 * The personal fields a company user's claim or invite sign-up sends besides its token, as any valid
 * sign-up would fill them (the password is the one the test app's users share).
 */
export const companySignUpFields = (overrides: Record<string, string> = {}) => ({
  password: "Secret123!",
  passwordConfirmation: "Secret123!",
  firstName: "Pat",
  lastName: "Owner",
  title: "CEO",
  cellPhone: "555-0100",
  timezone: "America/New_York",
  ...overrides,
})

/** A VISION user's data as a VISION link carries it, for this address and VISION user id. */
export const aVisionUser = (email: string, visionUserId: string) => ({
  visionUserId,
  email,
  firstName: "Val",
  lastName: "Vision",
  position: "Contracting Officer",
  organization: "Army",
  emailValid: true,
})

/**
 * The government sign-up form (/gov_user) as multipart: `user[...]` fields, lists indexed. An override of
 * undefined leaves that field out.
 */
export const govSignUpForm = (overrides: Record<string, string | undefined> = {}) => {
  const fields: Record<string, string | undefined> = {
    "user[email]": "pat.gov@army.mil",
    "user[password]": "Secret123!",
    "user[confirmPassword]": "Secret123!",
    "user[firstName]": "Pat",
    "user[lastName]": "Rivera",
    "user[title]": "Program Manager",
    "user[timezone]": "America/New_York",
    "user[unclassifiedAffirmed]": "true",
    "user[govUserOrganizationId]": "1",
    "user[technologyTypes][0][id]": "3",
    "user[technologyTypes][1][id]": "6",
    "user[govUserClassifications][0][id]": "1",
    "user[linesOfEffort][0][details]": "Counter-UAS sensing for expeditionary bases",
    "user[profileDetail]": "<p>I run <strong>autonomy</strong> pilots</p>",
    "user[city]": "Huntsville",
    "user[stateOrProvince]": "AL",
    "user[country]": "US",
    "user[govEmployeeSinceYear]": "2012",
    ...overrides,
  }
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.append(name, value)
  return data
}
