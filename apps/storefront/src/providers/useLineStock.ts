import { type UseQueryResult, useQueries } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { availabilityQueries, type UnitsLeft } from '../shop/api/availability.ts'
import { checkoutWaits, type LineFlag, lineFlag, lineKey } from './lineStock.ts'
import type { CartLinesState } from './useCartLines.ts'

export interface LineStock {
  /** Each line's flag, by `lineKey`; a line with nothing to say is not in it. */
  flags: ReadonlyMap<string, LineFlag>
  /** A line of a size with none left is in the cart: checkout waits until it is removed. */
  waits: boolean
  /** The units left of each line's size, by `lineKey`, where few are (a size not in it has plenty). */
  unitsLeft: ReadonlyMap<string, number>
}

/** Each query's answer, in the order asked (a module function: TanStack memoizes it). */
const answers = (results: UseQueryResult<UnitsLeft>[]) => results.map((result) => result.data)

/**
 * The stock of the cart's lines, for the screens that list it (cart, place order; docs/product.md
 * §11.6): the availability of each line's product, asked whenever the screen opens; each line's
 * flag (`lineFlag`); and a line holding more than is left lowered to what is left, through the
 * cart's own update (so a signed-in shopper's goes to the server too). A product whose
 * availability is unknown (not answered yet, or failed) flags nothing: the server still
 * refuses what it cannot sell.
 */
export function useLineStock(cart: CartLinesState): LineStock {
  const ids = useMemo(
    () => [...new Set(cart.lines.map((line) => line.product._id))].sort(),
    [cart.lines],
  )
  const unitsLeft = useQueries({
    queries: ids.map((id) => availabilityQueries.of(id)),
    combine: answers,
  })
  // Lines lowered in this visit, to the units they were lowered to: told until changed again.
  const [lowered, setLowered] = useState<ReadonlyMap<string, number>>(() => new Map())
  const lines = useMemo(() => {
    const left = new Map(ids.map((id, index) => [id, unitsLeft[index]]))
    return cart.lines.map(({ product, size, quantity }) => {
      const key = lineKey(product._id, size)
      const unitsLeft = left.get(product._id)?.[size]
      return {
        key,
        productId: product._id,
        size,
        quantity,
        unitsLeft,
        flag: lineFlag(quantity, unitsLeft, lowered.get(key)),
      }
    })
  }, [ids, unitsLeft, cart.lines, lowered])

  // Each line is lowered once for a given quantity and units left: should the change not take
  // (the server refused it, and put the line back), it is not sent again and again.
  const sent = useRef(new Set<string>())
  const { loading, setQuantity } = cart
  useEffect(() => {
    if (loading) return
    const due = lines.flatMap((line) => {
      if (line.flag?.kind !== 'lower') return []
      const lowering = `${line.key}:${line.quantity}>${line.flag.units}`
      if (sent.current.has(lowering)) return []
      sent.current.add(lowering)
      return [{ ...line, units: line.flag.units }]
    })
    if (due.length === 0) return
    setLowered(
      (current) => new Map([...current, ...due.map(({ key, units }) => [key, units] as const)]),
    )
    for (const { productId, size, units } of due) setQuantity(productId, size, units)
  }, [lines, loading, setQuantity])

  return useMemo(() => {
    const flags = new Map(lines.flatMap(({ key, flag }) => (flag ? [[key, flag] as const] : [])))
    const unitsLeft = new Map(
      lines.flatMap(({ key, unitsLeft }) =>
        unitsLeft === undefined ? [] : [[key, unitsLeft] as const],
      ),
    )
    return { flags, waits: checkoutWaits(flags.values()), unitsLeft }
  }, [lines])
}
