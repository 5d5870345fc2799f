/**
 * A one-page PDF with a few lines of text, built in code so the demo ships no binary: the structure a
 * reader needs (catalog, pages, page, content stream, font, a cross-reference table with exact offsets).
 */
export const minimalPdf = (lines: readonly string[]): Uint8Array => {
  // PDF strings escape backslashes and parentheses; the demo's text is plain ASCII
  const escaped = lines.map((line) => line.replace(/[\\()]/g, (c) => `\\${c}`))
  const content = [
    "BT /F1 14 Tf 72 720 Td 18 TL",
    ...escaped.map((line, i) => (i === 0 ? `(${line}) Tj` : `T* (${line}) Tj`)),
    "ET",
  ].join("\n")
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ]
  let pdf = "%PDF-1.4\n"
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"))
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, "latin1")
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new Uint8Array(Buffer.from(pdf, "latin1"))
}
