import type { TestApp } from "./test-app"

/**
 * One REST call as the integration tests make it: a JSON body, or a multipart form as it is, and the answer's
 * status, headers, text and parsed body (`{}` when the answer has none, as a 204 does).
 */
export const callRest = async <T>(
  app: TestApp,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) => {
  const isForm = body instanceof FormData
  const response = await app.request(path, {
    method,
    token,
    headers: body === undefined || isForm ? {} : { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
  })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: (text ? JSON.parse(text) : {}) as T,
  }
}
