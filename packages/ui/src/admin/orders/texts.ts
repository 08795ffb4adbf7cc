import { formatOrderNumber } from '@adire/contract'

/*
 * The words of the store team's orders screen that packing and shipping added (docs/product.md
 * §11.11), in one place for the components, the page and the stories' checks. The contract's
 * refusals (`SHIPPING_MESSAGES`) are shown as they come.
 */
export const ORDERS_ADMIN_TEXTS = {
  ship: {
    title: (count: number, reference?: string) =>
      count === 1 && reference ? `Ship order ${reference}` : `Ship ${count} orders`,
    intro:
      'The shopper sees the courier and the tracking on their order page and in the “shipped” e-mail.',
    courier: 'Courier',
    other: 'Other',
    otherName: 'Courier’s name',
    tracking: 'Tracking number or link (optional)',
    trackingFor: (orderNumber: number) =>
      `Tracking for ${formatOrderNumber(orderNumber)} (optional)`,
    trackingHint: 'A number, or a link starting with https:// that the shopper can open.',
    confirm: (count: number) => (count === 1 ? 'Mark as Shipped' : `Ship ${count} orders`),
    saving: 'Shipping…',
    cancel: 'Go back',
  },
  shipment: {
    heading: 'Shipping',
    courier: 'Courier',
    tracking: 'Tracking',
    none: 'No tracking given',
  },
  phone: {
    call: (phone: string) => `Call ${phone}`,
    whatsapp: 'WhatsApp',
    whatsappLabel: (phone: string) => `Message ${phone} on WhatsApp (opens in a new tab)`,
  },
  notes: {
    heading: 'Notes',
    hint: 'Only the store team sees these notes; the shopper never does.',
    label: 'Add a note',
    add: 'Add note',
    adding: 'Adding…',
    none: 'No notes yet.',
    list: 'Notes on this order',
    by: (name: string) => `by ${name}`,
  },
  bulk: {
    selectAll: 'Select every order on this page',
    select: (orderNumber: number) => `Select order ${formatOrderNumber(orderNumber)}`,
    selected: (count: number) => (count === 1 ? '1 order selected' : `${count} orders selected`),
    moveTo: 'Move to',
    choose: 'Choose a status',
    move: 'Move',
    moving: 'Moving…',
    clear: 'Clear the selection',
    slips: 'Print packing slips',
    bar: 'Selected orders',
  },
  slip: {
    print: 'Print',
    printOne: 'Packing slip',
    width: 'Paper',
    a4: 'A4',
    receipt: 'Receipt (80 mm)',
    heading: 'Packing slips',
    order: 'Order',
    placed: 'Placed',
    deliverTo: 'Deliver to',
    items: 'Items',
    size: 'Size',
    quantity: 'Qty',
    item: 'Item',
    none: 'No orders to pack: choose them on the orders list.',
    loading: 'Loading the packing slips',
    back: 'Back to the orders',
  },
  filter: {
    paid: 'Paid orders',
    every: 'Every order',
  },
} as const
