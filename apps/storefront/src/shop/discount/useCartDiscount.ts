import {
  type CartLine,
  type DeliveryQuote,
  type DeliveryRules,
  DISCOUNT_FIELD_TEXTS,
  freeDeliveryShortfall,
  koboToNaira,
  type OrderDiscount,
  pricedCartLines,
  priceOrder,
} from '@adire/contract'
import { appliedDiscountTerms, orderItems } from '@adire/machines'
import type { DiscountCodeFieldProps } from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useDiscountCode } from '../../providers/discountCode.ts'
import { useAuth } from '../../providers/session.tsx'
import { cartSummaryQueries } from '../api/cartSummary.ts'

export interface CartDiscount {
  /** The code on the cart as the server applied it to these lines; null while none is. */
  applied: OrderDiscount | null
  /** What the code field shows, and what it does. */
  field: Omit<DiscountCodeFieldProps, 'className'>
}

/**
 * The cart's discount code (docs/product.md §11.14), for the cart and the checkout: the code
 * kept with the cart is sent with its lines and state to the server's summary whenever any of
 * them (or the shopper) changes. A code typed is kept once the server applies it, or when it only
 * waits for a guest to log in (applied then, without typing it again); a refusal says why. When the cart changes so that the code kept no longer applies, it is taken off and
 * the field says why (`DISCOUNT_FIELD_TEXTS.removed`).
 */
export function useCartDiscount(
  lines: readonly CartLine[],
  state: string | undefined,
): CartDiscount {
  const { token } = useAuth()
  const [code, keepCode] = useDiscountCode()
  /** A code typed and being checked, not kept yet. */
  const [trying, setTrying] = useState<string | null>(null)
  const [applied, setApplied] = useState<OrderDiscount | null>(null)
  const [refusal, setRefusal] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const items = useMemo(() => orderItems(lines), [lines])
  const asked = trying ?? code
  const summary = useQuery({
    ...cartSummaryQueries.summary({ items, state, discountCode: asked ?? '', token }),
    enabled: asked !== null && items.length > 0,
  })
  const { data, error } = summary

  useEffect(() => {
    if (trying !== null) {
      if (data) {
        if (data.discount) {
          keepCode(data.discount.code)
          setApplied(data.discount)
        } else {
          // A guest's per-customer code waits for the login, which asks the summary again.
          if (data.discountRefusal?.reason === 'signIn') keepCode(trying)
          setRefusal(data.discountRefusal?.message)
        }
        setTrying(null)
      } else if (error) {
        setRefusal(error.message)
        setTrying(null)
      }
      return
    }
    if (code === null || !data) return
    if (data.discount) setApplied(data.discount)
    else if (data.discountRefusal?.reason === 'signIn') setRefusal(data.discountRefusal.message)
    else if (data.discountRefusal) {
      // The cart (or the shopper) changed: the code no longer applies.
      keepCode(null)
      setApplied(null)
      setNotice(DISCOUNT_FIELD_TEXTS.removed(data.discountRefusal.message))
    }
  }, [data, error, trying, code, keepCode])

  const apply = useCallback(
    (next: string) => {
      setRefusal(undefined)
      setNotice(undefined)
      if (next !== code) setTrying(next)
    },
    [code],
  )
  const remove = useCallback(() => {
    keepCode(null)
    setApplied(null)
    setRefusal(undefined)
    setNotice(undefined)
  }, [keepCode])

  const current = code !== null && applied?.code === code ? applied : null
  // A code kept from an earlier page is checked before it shows as applied.
  const checking = code !== null && current === null && summary.isFetching
  return {
    applied: current,
    field: {
      applied: current,
      applying: trying !== null || checking,
      refusal: refusal ?? (code !== null && current === null && error ? error.message : undefined),
      notice,
      onApply: apply,
      onRemove: remove,
    },
  }
}

/** The cart's totals as CartTotals draws them, priced with the code the server applied. */
export interface PricedCart {
  /** Naira of items, before the code. */
  subtotal: number
  /** The delivery quote, its fee after the code (₦0 when a code waives it); undefined while unknown. */
  delivery: DeliveryQuote | undefined
  /** Naira more the items (after the code) need to deliver free. */
  freeDeliveryShortfall: number | undefined
  /** Naira to pay: what the checkout sends as the order's amount. */
  total: number
  discount: OrderDiscount | null
}

/**
 * Prices the cart by the rule the server charges by (`priceOrder`), with what the server's
 * summary said the code takes off: free delivery is judged on the items after the code.
 */
export function priceCart(
  lines: readonly CartLine[],
  rules: DeliveryRules,
  state: string | undefined,
  discount: OrderDiscount | null,
): PricedCart {
  const terms = discount ? appliedDiscountTerms(discount) : undefined
  const priced = pricedCartLines(lines)
  const price = priceOrder({ lines: priced, delivery: rules, state, discount: terms })
  const payableItems = koboToNaira(priceOrder({ lines: priced, discount: terms }).totalKobo)
  return {
    subtotal: koboToNaira(price.itemsKobo),
    delivery: price.delivery && { ...price.delivery, fee: koboToNaira(price.deliveryKobo) },
    freeDeliveryShortfall:
      discount?.kind === 'freeDelivery' ? undefined : freeDeliveryShortfall(rules, payableItems),
    total: koboToNaira(price.totalKobo),
    discount,
  }
}
