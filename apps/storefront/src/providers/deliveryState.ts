import { isNigerianState, type NigerianState } from '@adire/contract'
import { useCallback, useEffect, useState } from 'react'

/**
 * The state a shopper chose to see delivery to on a product page (issue 41), kept for the next
 * pages and visits: the cart prices delivery there too until an order says otherwise. A state
 * is not personal data; nothing else about the shopper is kept with it.
 */
export const DELIVERY_STATE_STORAGE_KEY = 'deliveryState'

/** The state chosen at an earlier visit, if any (and it is one of Nigeria's). */
export function chosenDeliveryState(): NigerianState | undefined {
  try {
    const stored = localStorage.getItem(DELIVERY_STATE_STORAGE_KEY)
    return stored && isNigerianState(stored) ? stored : undefined
  } catch {
    // Storage refused: nothing chosen.
    return undefined
  }
}

/**
 * The chosen state ('' before one is), and the way to choose it. Read after the first render:
 * the server renders the page with none chosen, and hydration must find the same.
 */
export function useChosenDeliveryState(): [string, (state: string) => void] {
  const [state, setState] = useState('')
  useEffect(() => setState(chosenDeliveryState() ?? ''), [])
  const choose = useCallback((next: string) => {
    setState(next)
    try {
      if (next) localStorage.setItem(DELIVERY_STATE_STORAGE_KEY, next)
      else localStorage.removeItem(DELIVERY_STATE_STORAGE_KEY)
    } catch {
      // Storage refused: chosen for this page only.
    }
  }, [])
  return [state, choose]
}
