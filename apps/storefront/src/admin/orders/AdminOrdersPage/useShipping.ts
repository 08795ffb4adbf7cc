import {
  type AdminOrder,
  type BulkStatusRequest,
  type BulkStatusResponse,
  DEFAULT_COURIERS,
  type OrderStatus,
  PAGE_ROUTES,
} from '@adire/contract'
import type { ShipDialogOrder, ShipmentChoice } from '@adire/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { adminQueries } from '../adminQueries.ts'

/** The packing slips of `ids`, on their own printable page (§11.11). */
export const slipsHref = (ids: Iterable<string>) =>
  `${PAGE_ROUTES.adminPackingSlips}?ids=${[...ids].join(',')}`

/** Who the ship dialog is open for: one order (its details' button) or the selection. */
interface Shipping {
  orders: ShipDialogOrder[]
  bulk: boolean
}

/**
 * Packing and shipping on the orders page (docs/product.md §11.11): the orders ticked, the bulk
 * move and its outcome, the ship dialog (single or bulk) with the store's couriers, and the
 * team's notes. `moveOne` is the page's own move of one order; `changed` shows an order as the
 * server answered it; `refused` handles a refused call (a lost session).
 */
export function useShipping({
  token,
  listKey,
  moveOne,
  changed,
  refused,
}: {
  token: string
  /** The list shown (filter, search, page): another list starts with nothing ticked. */
  listKey: string
  moveOne: (
    input: { id: string; to: OrderStatus; shipment?: { courier: string; tracking?: string } },
    done: () => void,
  ) => void
  changed: (order: AdminOrder) => void
  refused: (error: Error) => void
}) {
  const queryClient = useQueryClient()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [shipping, setShipping] = useState<Shipping | null>(null)
  const [tickedOn, setTickedOn] = useState(listKey)
  if (tickedOn !== listKey) {
    setTickedOn(listKey)
    setSelected(new Set())
  }
  // The couriers are read when the dialog first opens; the defaults stand in meanwhile.
  const settings = useQuery({ ...adminQueries.settings(token), enabled: shipping !== null })
  const couriers = settings.data?.settings.couriers ?? [...DEFAULT_COURIERS]

  const bulk = useMutation({
    mutationFn: async (body: BulkStatusRequest): Promise<BulkStatusResponse> => {
      const { bulkSetStatus } = await import('../adminOrders.ts')
      return bulkSetStatus(token, body)
    },
    onSuccess: (answer) => {
      setShipping(null)
      // What could not move stays ticked, to deal with; what moved is done.
      setSelected(new Set(answer.refused.map((refusal) => refusal.id)))
      void queryClient.invalidateQueries({ queryKey: adminQueries.root() })
    },
    onError: refused,
  })

  const note = useMutation({
    mutationFn: async ({ id, text }: { id: string; text: string }) => {
      const { addOrderNote } = await import('../adminOrders.ts')
      return addOrderNote(token, id, text)
    },
    onSuccess: changed,
    onError: refused,
  })

  return {
    selected,
    selection: {
      selected,
      onToggle: (id: string, checked: boolean) => {
        const next = new Set(selected)
        if (checked) next.add(id)
        else next.delete(id)
        setSelected(next)
      },
      onToggleAll: (checked: boolean, orders: readonly AdminOrder[]) =>
        setSelected(checked ? new Set(orders.map((order) => order._id)) : new Set()),
    },
    clear: () => {
      setSelected(new Set())
      bulk.reset()
    },
    bulk,
    /** Moves the ticked orders of `orders` to `to`; Shipped asks for the courier first. */
    moveSelected: (to: OrderStatus, orders: readonly AdminOrder[]) => {
      const chosen = orders.filter((order) => selected.has(order._id))
      if (to === 'Shipped') setShipping({ orders: chosen, bulk: true })
      else bulk.mutate({ ids: chosen.map((order) => order._id), status: to })
    },
    /** Opens the ship dialog for one order. */
    shipOne: (order: AdminOrder) => setShipping({ orders: [order], bulk: false }),
    shipping,
    couriers,
    closeShipping: () => setShipping(null),
    /** The dialog's answer: the selection shipped in bulk, or the one order moved. */
    ship: ({ courier, tracking }: ShipmentChoice) => {
      if (!shipping) return
      const ids = shipping.orders.map((order) => order._id)
      if (shipping.bulk) {
        bulk.mutate({ ids, status: 'Shipped', courier, tracking })
        return
      }
      const [id] = ids
      if (!id) return
      const given = tracking[id]
      moveOne(
        { id, to: 'Shipped', shipment: { courier, ...(given ? { tracking: given } : {}) } },
        () => setShipping(null),
      )
    },
    note,
  }
}
