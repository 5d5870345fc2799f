/**
 * Defines <altcha-widget>. Loaded only by forms that carry a captcha, so the ~30 kB (gzip) widget stays
 * out of every other page. The "external" build keeps its styles and proof-of-work worker in files of
 * their own (no inline scripts or blob: workers), so it runs under the app's content security policy.
 */
import "altcha/external"
import "altcha/altcha.css"
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker"

// The algorithm our server signs (platform/src/captcha): one worker script serves each parallel solver.
globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker())
