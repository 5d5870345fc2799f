import type { Page } from "playwright-core"

/**
 * Watching a page for script that should never run: dialogs (alert, confirm, prompt) are recorded and
 * dismissed, `window.__xss` (what every vector of platform/src/testing/xss-vectors.ts sets) is read, and the
 * main frame leaving the app (a meta refresh) is noticed. Any journey over a rich-text field can use it.
 */
export const watchForScript = (page: Page, appUrl: string) => {
  const dialogs: string[] = []
  const departures: string[] = []
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && !frame.url().startsWith(appUrl)) departures.push(frame.url())
  })
  return {
    /** Everything that shows script ran or could run under `selector`; empty when inert. */
    async problems(selector: string): Promise<string[]> {
      // let anything scheduled (image errors, animations, timers of zero) happen first
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
          ),
      )
      const ran = await page.evaluate(() => (window as { __xss?: unknown }).__xss)
      return [
        ...(ran === undefined ? [] : [`window.__xss = ${String(ran)}`]),
        ...dialogs.map((dialog) => `dialog ${dialog}`),
        ...departures.map((url) => `left the app for ${url}`),
        ...(await page.evaluate(domScriptProblems, selector)),
      ]
    },
  }
}

/**
 * Run in the page: what under the selector could run script — script, frame, object, embed, svg, math,
 * style, meta, base, form and media elements, on* attributes, and sources or links with a scheme other than
 * http(s) or mailto. Self-contained, so Playwright can send it to the page.
 */
export const domScriptProblems = (selector: string): string[] => {
  const root = document.querySelector(selector)
  if (!root) return [`nothing matches ${selector}`]
  const problems: string[] = []
  const dangerous =
    "script,iframe,frame,frameset,object,embed,svg,math,style,link,meta,base,form,template,img,video,audio,input,button,textarea,select"
  for (const element of Array.from(root.querySelectorAll(dangerous)))
    problems.push(`<${element.tagName.toLowerCase()}>`)
  for (const element of Array.from(root.querySelectorAll("*")))
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase()
      if (name.startsWith("on")) problems.push(`${name} on <${element.tagName.toLowerCase()}>`)
      if (name === "href") {
        // the browser's own reading of the link: its resolved protocol
        const protocol = (element as HTMLAnchorElement).protocol
        if (!["http:", "https:", "mailto:"].includes(protocol)) problems.push(`href with ${protocol}`)
      } else if (
        ["src", "action", "formaction", "xlink:href", "data", "style", "srcdoc", "background"].includes(name)
      )
        problems.push(`${name}="${attribute.value}"`)
    }
  return problems
}
