import { availableParallelism, loadavg } from "node:os"

/** The machine's load average (1, 5, 15 min): a figure measured on a busy machine says so in its report. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")

/** What a run prints first about the machine it measures on. */
export const machineAtStart = () =>
  `Node ${process.version}, ${availableParallelism()} CPUs, load average (1, 5, 15 min) at start: ${loadAverage()}`

/** What a run prints last: whether the machine stayed as quiet as it started. */
export const machineAtEnd = () => `\nload average (1, 5, 15 min) at the end: ${loadAverage()}`
