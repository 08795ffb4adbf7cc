import type { CategoryId, Order, Product } from '@adire/contract'

const DAY = 24 * 60 * 60 * 1000
/** A fixed clock so stories and snapshots never change with the date they run on. */
export const FIXTURE_NOW = Date.UTC(2026, 10, 1, 12)

type Seed = [
  slug: string,
  name: string,
  category: CategoryId,
  price: number,
  sizes: string[],
  bestseller?: boolean,
]

const seeds: Seed[] = [
  ['indigo-adire-bucket-hat', 'Indigo Adire Bucket Hat', 'HeadWear', 9500, ['S/M', 'L/XL'], true],
  ['lagos-sun-cap', 'Lagos Sun Cap', 'HeadWear', 6500, ['One size']],
  [
    'indigo-adire-hoodie',
    'Indigo Adire Hoodie',
    'Hoodie',
    28500,
    ['S', 'M', 'L', 'XL', 'XXL'],
    true,
  ],
  ['harmattan-zip-hoodie', 'Harmattan Zip Hoodie', 'Hoodie', 32000, ['S', 'M', 'L', 'XL']],
  [
    'super-eagles-home-jersey',
    'Green Eagles Home Jersey',
    'Jersey',
    24000,
    ['S', 'M', 'L', 'XL', 'XXL'],
    true,
  ],
  ['surulere-street-jersey', 'Surulere Street Jersey', 'Jersey', 19500, ['S', 'M', 'L', 'XL']],
  ['ikoyi-chino-pants', 'Ikoyi Chino Pants', 'Pant', 22000, ['30', '32', '34', '36']],
  ['yaba-cargo-pants', 'Yaba Cargo Pants', 'Pant', 26500, ['30', '32', '34', '36', '38'], true],
  ['classic-pique-polo', 'Classic Piqué Polo', 'Polo', 14500, ['S', 'M', 'L', 'XL']],
  ['ankara-trim-polo', 'Ankara Trim Polo', 'Polo', 17000, ['S', 'M', 'L', 'XL', 'XXL'], true],
  ['lekki-linen-shorts', 'Lekki Linen Shorts', 'Short', 12000, ['S', 'M', 'L', 'XL']],
  ['tie-dye-sweat-shorts', 'Tie-Dye Sweat Shorts', 'Short', 9500, ['S', 'M', 'L']],
  ['adire-circles-tee', 'Adire Circles Tee', 'T-Shirt', 12500, ['S', 'M', 'L', 'XL', 'XXL'], true],
  ['eko-heat-tee', 'Eko Heat Tee', 'T-Shirt', 9000, ['S', 'M', 'L', 'XL']],
  ['danfo-yellow-shades', 'Danfo Yellow Shades', 'Sunglasses', 15000, ['One size'], true],
  ['tortoise-aviators', 'Tortoise Aviators', 'Sunglasses', 38000, ['One size']],
]

/** Sixteen products, two per category, as the product list returns them. */
export const fixtureProducts: Product[] = seeds.map(
  ([slug, name, category, price, sizes, bestseller = false], index) => ({
    _id: slug,
    name,
    description: `${name}: made for Lagos heat and weekend plans. Soft, breathable and cut to move with you; machine wash cold.`,
    price,
    image: [`/images/products/${slug}-1.svg`, `/images/products/${slug}-2.svg`],
    category,
    sizes,
    bestseller,
    date: FIXTURE_NOW - index * 3 * DAY,
  }),
)

export function fixtureProduct(index: number): Product {
  const product = fixtureProducts[index]
  if (!product) throw new Error(`No fixture product at index ${index}`)
  return product
}

/** The account the mock login accepts. */
export const DEMO_USER = { name: 'Ada Okafor', email: 'ada@example.com', password: 'adire-demo-1' }

const address = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: DEMO_USER.email,
  street: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  zipcode: '106104',
  country: 'Nigeria',
  phone: '08031234567',
}

export const fixtureOrders: Order[] = [
  {
    _id: 'order-2',
    status: 'Order Placed',
    payment: true,
    paymentMethod: 'Paystack',
    date: FIXTURE_NOW - DAY,
    amount: fixtureProduct(2).price + fixtureProduct(12).price * 2,
    address,
    reference: 'ADR-FIXTURE-2',
    items: [
      { ...fixtureProduct(2), selectedSize: 'L', quantity: 1 },
      { ...fixtureProduct(12), selectedSize: 'M', quantity: 2 },
    ],
  },
  {
    _id: 'order-1',
    status: 'Delivered',
    payment: true,
    paymentMethod: 'Paystack',
    date: FIXTURE_NOW - 20 * DAY,
    amount: fixtureProduct(14).price,
    address,
    reference: 'ADR-FIXTURE-1',
    items: [{ ...fixtureProduct(14), selectedSize: 'One size', quantity: 1 }],
  },
]
