/**
 * An uploaded file's name as we keep and show it: the base name only (a browser or a client may send a
 * path), no control or bidirectional-override characters (they disguise extensions: "invoice‮fdp.exe"),
 * whitespace collapsed, at most 120 characters keeping the extension. Undefined when nothing is left.
 */
export const safeFileName = (name: string | undefined): string | undefined => {
  if (!name) return undefined
  const base = name.split(/[\\/]/).at(-1) ?? ""
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
  const spaced = cleaned.replace(/\s+/g, " ").trim()
  if (spaced === "" || spaced === "." || spaced === "..") return undefined
  if (spaced.length <= 120) return spaced
  const dot = spaced.lastIndexOf(".")
  const extension = dot > 0 && spaced.length - dot <= 10 ? spaced.slice(dot) : ""
  return spaced.slice(0, 120 - extension.length) + extension
}
