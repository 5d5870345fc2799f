/** The file name a `Content-Disposition: attachment; filename="..."` header names, if any. */
export const attachmentFileName = (disposition: string | null): string | undefined => {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? "")
  if (!match?.[1]) return undefined
  try {
    return decodeURIComponent(match[1].trim())
  } catch {
    return match[1].trim()
  }
}

/** Hands a file the page fetched to the browser's downloads, as a link with `download` would. */
export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob)
  const link = document.createElement("a")
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // the download has taken the blob by now; the next task may let it go
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
