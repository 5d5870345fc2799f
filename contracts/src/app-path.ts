/**
 * A path of this app, safe to send a browser to: one leading slash and nothing a browser could read as
 * another origin ("//host", "/\host"), no whitespace (browsers drop tabs and newlines, so "/\t/host" would
 * become "//host") and no control characters. Used for every remembered or mailed redirect target, on the
 * server (the AppPath schema) and in the browser; plain, so pages import it without effect's Schema.
 */
export const maxAppPathLength = 500

const appPathPattern = /^\/(?![/\\])[^\\\s]*$/u
const controlCharacter = /\p{Cc}/u

export const isAppPath = (value: string) =>
  value.length <= maxAppPathLength && appPathPattern.test(value) && !controlCharacter.test(value)
