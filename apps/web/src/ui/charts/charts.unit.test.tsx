// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { render, unmountAll } from "../../test-support/render"
import { CategoryChart } from "./components/category-chart"
import { HorizontalBarChart } from "./components/horizontal-bar-chart"
import { PieChart } from "./components/pie-chart"

afterEach(unmountAll)

const months = [
  { month: "Jan 26", sent: 3, read: 1 },
  { month: "Feb 26", sent: 0, read: 0 },
  { month: "Mar 26", sent: 7, read: 4 },
]
const series = [
  { key: "sent", name: "Sent", colour: "#1c7ed6" },
  { key: "read", name: "Read", colour: "#f76707" },
]
const monthValue = (row: (typeof months)[number], key: string) => (key === "sent" ? row.sent : row.read)

const fire = (element: Element, type: string) =>
  act(() => {
    element.dispatchEvent(new MouseEvent(type, { bubbles: true }))
  })

const monthChart = (kind: "line" | "bar", onCategory?: (row: (typeof months)[number]) => void) =>
  render(
    <CategoryChart
      kind={kind}
      rows={months}
      label={(r) => r.month}
      series={series}
      value={monthValue}
      height={200}
      onCategory={onCategory}
    />,
  )

describe("CategoryChart", () => {
  it("draws a bar per series and month, up to a round top, and names the series beneath", async () => {
    const { container } = await monthChart("bar")
    expect(container.querySelectorAll("rect[data-bar=sent]")).toHaveLength(3)
    expect(container.querySelectorAll("rect[data-bar=read]")).toHaveLength(3)
    const ticks = [...container.querySelectorAll("text")].map((t) => t.textContent)
    expect(ticks).toEqual(expect.arrayContaining(["0", "8", "Jan 26", "Mar 26"]))
    expect(container.textContent).toContain("Sent")
    expect(container.textContent).toContain("Read")
    // a zero is a bar of no height, not a missing one
    const february = [...container.querySelectorAll("rect[data-bar=sent]")][1]
    expect(february?.getAttribute("height")).toBe("0")
  })

  it("shows a month's numbers on hover and does the caller's action on a click", async () => {
    const onCategory = vi.fn()
    const { container } = await monthChart("line", onCategory)
    expect(container.querySelectorAll("[data-line] path")).toHaveLength(2)
    const march = container.querySelector('rect[data-category="Mar 26"]')!
    fire(march, "mouseover")
    expect(container.textContent).toContain("Sent: 7")
    expect(container.textContent).toContain("Read: 4")
    fire(march, "click")
    expect(onCategory).toHaveBeenCalledWith(months[2])
  })
})

describe("HorizontalBarChart", () => {
  it("gives each row a bar as long as its share of the top, with its name and number as hover text", async () => {
    const onRow = vi.fn()
    const rows = [
      { id: "a", name: "Acme Robotics", views: 10 },
      { id: "b", name: "Beta", views: 5 },
    ]
    const { container } = await render(
      <HorizontalBarChart
        rows={rows}
        rowKey={(r) => r.id}
        label={(r) => r.name}
        value={(r) => r.views}
        valueName="Page views"
        colour="#1c7ed6"
        onRow={onRow}
      />,
    )
    const bars = [...container.querySelectorAll("g[data-bar] rect")].map((r) =>
      Number(r.getAttribute("width")),
    )
    expect(bars[0]).toBeCloseTo((bars[1] ?? 0) * 2)
    expect(container.querySelector("g[data-bar=Beta] title")?.textContent).toBe("Beta: Page views 5")
    fire(container.querySelector("g[data-bar=Beta]")!, "click")
    expect(onRow).toHaveBeenCalledWith(rows[1])
  })
})

describe("PieChart", () => {
  it("draws a sector per slice that counts, each saying its name and number, and a click names its slice", async () => {
    const onSlice = vi.fn()
    const { container } = await render(
      <PieChart
        slices={[
          { name: "Autonomy", value: 3, fill: "#1c7ed6" },
          { name: "Sensing", value: 1, fill: "#f76707" },
        ]}
        onSlice={onSlice}
      />,
    )
    const sectors = container.querySelectorAll("path[data-slice]")
    expect(sectors).toHaveLength(2)
    expect(sectors[1]?.querySelector("title")?.textContent).toBe("Sensing: 1")
    fire(sectors[1]!, "click")
    expect(onSlice).toHaveBeenCalledWith(1)
  })
})
