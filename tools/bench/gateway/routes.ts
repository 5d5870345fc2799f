import type { Answer } from "./serve"
import type { Target } from "./target"

/** The measured routes: one public, one behind the whole session and terms gate. */
export interface Route {
  readonly path: string
  readonly signedIn: boolean
  /** Goal for app req/s over bare req/s. */
  readonly goal: number
}

export const routes: readonly Route[] = [
  { path: "/api/v1/terms", signedIn: false, goal: 0.5 },
  { path: "/api/v1/current_user", signedIn: true, goal: 0.2 },
]

export const headersFor = (route: Route, token: string | undefined) =>
  route.signedIn ? [`Authorization: Bearer ${token}`] : []

/** One request per route, outside the timed runs: what the bare server will replay, and a 200 check. */
export const capture = async (target: Target): Promise<Answer[]> => {
  const answers: Answer[] = []
  for (const route of routes) {
    const response = await fetch(`${target.url}${route.path}`, {
      headers: route.signedIn ? { authorization: `Bearer ${target.token}` } : {},
    })
    const body = Buffer.from(await response.arrayBuffer())
    if (response.status !== 200)
      throw new Error(`GET ${route.path} answered ${response.status}: ${body.toString("utf8")}`)
    answers.push({
      path: route.path,
      contentType: response.headers.get("content-type") ?? "",
      body: body.toString("base64"),
    })
  }
  return answers
}

export const bodyBytes = (answer: Answer) => Buffer.from(answer.body, "base64").length
