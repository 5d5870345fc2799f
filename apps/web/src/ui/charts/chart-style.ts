/** What our charts' axes share: the text's size and colour, the grid's and the axis line's colours. */
export const chartStyle = {
  fontSize: 12,
  text: "#495057",
  grid: "#dee2e6",
  axis: "#868e96",
} as const
