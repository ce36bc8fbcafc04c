type Placed = { id: number; position: number }

/**
 * docs/product/catalogue.md#category-order: the positions to save so that the category `id` moves one
 * place up (-1) or down (+1) in `list` (given in its shown order). The list is numbered 1..n in its new
 * order, which also repairs ties; only the positions that change are returned. Nothing moves past an end.
 */
export function positionChanges(list: readonly Placed[], id: number, step: -1 | 1): Placed[] {
  const from = list.findIndex((item) => item.id === id)
  const to = from + step
  if (from < 0 || to < 0 || to >= list.length) return []
  const order = [...list]
  ;[order[from], order[to]] = [order[to]!, order[from]!]
  return order
    .map((item, index) => ({ id: item.id, position: index + 1, before: item.position }))
    .filter((item) => item.position !== item.before)
    .map(({ id: changed, position }) => ({ id: changed, position }))
}
