/** Why raw input is refused before any schema reads it (`unstorableTextIssues`). */
export const inputMessages = {
  unstorableText: "Text must not contain NUL characters or unpaired UTF-16 surrogates.",
  unstorableFieldName: "Field names must not contain NUL characters or unpaired UTF-16 surrogates.",
} as const
