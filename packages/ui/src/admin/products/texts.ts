import {
  CATEGORIES,
  type Department,
  departmentLabel,
  formatNaira,
  MAX_PRODUCT_PHOTOS,
  PHOTO_MESSAGES,
  type ProductChange,
  type ProductFieldChange,
  type ProductStatus,
} from '@adire/contract'

/*
 * Every word of the store team's catalogue screens (the products list and the editor), in one
 * place: the components, the pages and the stories' checks all read them here. The contract's
 * own messages (`PRODUCT_MESSAGES`, the field rules of `ProductDraft`) and the server's answers
 * are shown as they come.
 */
export const PRODUCT_ADMIN_TEXTS = {
  heading: { text1: 'Store', text2: 'products' },
  signIn:
    'This page is for the Adire store team. Log in with your team account to manage products.',

  // The list.
  listSection: 'Product list',
  listLabel: 'Products',
  search: 'Search by name or id',
  department: 'Department',
  allDepartments: 'All departments',
  allStatuses: 'All',
  departments: 'Departments',
  showArchived: 'Show archived',
  newProduct: 'New product',
  loadingList: 'Loading products',
  listFailed: (message: string) => `The products could not be loaded: ${message}`,
  tryAgain: 'Try again',
  noProducts: 'No products yet.',
  noMatch: 'No products match.',
  showEvery: 'Show every product',
  /** Each status's badge. */
  statusLabels: { draft: 'Draft', live: 'Live', archived: 'Archived' } satisfies Record<
    ProductStatus,
    string
  >,
  archived: 'Archived',
  bestseller: 'Bestseller',
  sizesOf: (sizes: readonly string[]) => `Sizes ${sizes.join(', ')}`,
  /** The list's stock of the counted sizes: "In stock: S 3, M 0 (sold out), L 1 (low)". */
  stockLine: 'In stock:',
  unitsOf: (size: string, units: number, level: 'low' | 'soldout' | 'ok') =>
    `${size} ${units}${level === 'soldout' ? ' (sold out)' : level === 'low' ? ' (low)' : ''}`,
  totalUnits: (units: number) => `${units} in all`,
  /** A size never counted sells without limit (docs/product.md §11.6): said on the list and in the editor. */
  uncounted: (count: number) =>
    count === 1
      ? '1 size not counted: it sells without limit'
      : `${count} sizes not counted: they sell without limit`,

  // The editor.
  newHeading: { text1: 'New', text2: 'product' },
  editHeading: { text1: 'Edit', text2: 'product' },
  loadingProduct: 'Loading the product',
  productFailed: (message: string) => `The product could not be loaded: ${message}`,
  backToList: 'Back to the products',
  seeInStore: 'See it in the store',
  name: 'Name',
  idWillBe: (id: string) =>
    `Its id will be ${id}, made from the name: it never changes once created.`,
  idFromName: 'Its id is made from the name, and never changes once the product is created.',
  idIs: (id: string) =>
    `Id: ${id}. The id never changes once created, so links to it keep working.`,
  description: 'Description',
  descriptionHint: 'What shoppers read on the product page. Lines are kept.',
  chooseDepartment: 'Choose a department',
  price: 'Price (₦)',
  priceHint: 'In naira, like 12,500 or 12,500.50',
  salePrice: 'Sale price (₦)',
  salePriceHint:
    'Optional, less than the price. Shoppers pay it, and see the price struck through beside it.',
  sizes: 'Sizes',
  sizesHint: 'In the order shoppers see them.',
  noSizes: 'No sizes yet.',
  newSize: 'New size',
  addSize: 'Add size',
  sizeUp: (size: string) => `Move ${size} earlier`,
  sizeDown: (size: string) => `Move ${size} later`,
  removeSize: (size: string) => `Remove ${size}`,
  presets: 'Add a set of sizes',
  presetAdded: (sizes: readonly string[]) => `Added ${sizes.join(', ')}.`,
  presetListed: (label: string) => `Every size of ${label} is listed already.`,
  bestsellerHint: 'Shown among the bestsellers on the home page.',
  photos: 'Photos',
  photosHint: `1 to ${MAX_PRODUCT_PHOTOS} photos, phone photos too. The first is the main photo: lists and the product's card show it.`,
  photoList: 'Photos of this product',
  dropPhotos: 'Drop photos here, or',
  choosePhotos: 'Choose photos',
  photoFormats: 'JPEG, PNG, WebP or AVIF, up to 15 MB each.',
  mainPhoto: 'Main photo',
  /** The badge beside the first says it is the main photo: the picture's own name is its place. */
  photoAlt: (position: number) => `Photo ${position}`,
  uploading: 'Uploading…',
  photoEarlier: (position: number) => `Move photo ${position} earlier`,
  photoLater: (position: number) => `Move photo ${position} later`,
  removePhoto: (position: number) => `Remove photo ${position}`,
  photoMoved: (position: number) =>
    position === 1
      ? 'Photo moved to position 1: it is the main photo.'
      : `Photo moved to position ${position}.`,
  /** A file the store would not take: its name and why (the server's message, or the limit). */
  refusedFile: (fileName: string, message: string) => `${fileName}: ${message}`,
  /** The server's words for a file over the limit (docs/product.md §11.3), checked before sending it. */
  photoTooLarge: PHOTO_MESSAGES.tooLarge,
  /**
   * A photo picked again: the same file as one in the list, or one whose picture the store
   * already has for this product (it names a photo by its content).
   */
  photoAlreadyAdded: 'This photo is already added',
  waitForUploads: 'Wait until every photo has uploaded, then save.',
  save: 'Save changes',
  saveDraft: 'Save draft',
  publish: 'Publish',
  unpublish: 'Unpublish',
  published: 'Published: shoppers see it now.',
  savedDraft: 'Saved as a draft: shoppers do not see it.',
  saving: 'Saving…',
  saved: 'Saved.',
  reload: 'Reload the product',
  status: 'Status',
  archive: 'Archive',
  archiving: 'Archiving…',
  bringBack: 'Bring back',
  bringingBack: 'Bringing back…',
  archiveTitle: (name: string) => `Archive ${name}?`,
  archiveBody:
    'Shoppers no longer see it or can buy it. It stays in the orders and carts that have it, and you can bring it back at any time.',
  archiveConfirm: 'Archive it',
  archiveCancel: 'Keep it',
  bringBackTitle: (name: string) => `Bring back ${name}?`,
  bringBackBody: 'It is live again as it is saved: in its department, in searches and on its page.',
  bringBackConfirm: 'Bring it back',
  bringBackCancel: 'Keep it archived',
  archivedNotice: 'Archived: shoppers no longer see it.',
  broughtBackNotice: 'Live again.',
  /** What each status means, under its badge. */
  statusHints: {
    draft: 'Draft: shoppers do not see it anywhere. Publish it when it is ready.',
    live: 'Live: shoppers see it in the store.',
    archived: 'Archived: shoppers do not see it. It stays in the orders that have it.',
  } satisfies Record<ProductStatus, string>,
  preview: 'Preview',
  previewHint: 'As shoppers will see it in the shop’s lists, once it is live.',
  history: 'History',
  historyList: 'Product history',
  noHistory: 'No changes recorded yet.',
} as const

/** Who made a change, as the team reads it: an e-mail, or the store's command line. */
export const changedBy = (by: string) => (by === 'command line' ? 'The command line' : by)

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

const list = (value: unknown) => (Array.isArray(value) ? value.map(text).join(', ') : text(value))

const money = (value: unknown) => (typeof value === 'number' ? formatNaira(value) : text(value))

/** A department by its name in the store's list; one no longer there by its id. */
const department = (value: unknown, departments: readonly Department[]) =>
  typeof value === 'string' ? departmentLabel(departments, value) : text(value)

/**
 * One field's change as a phrase: "changed the price from ₦26,000 to ₦28,500". Departments are
 * named from the store's list (a new store's eight until it arrives).
 */
export function describeFieldChange(
  { field, from, to }: ProductFieldChange,
  departments: readonly Department[] = CATEGORIES,
): string {
  switch (field) {
    case 'name':
      return `renamed it from “${text(from)}” to “${text(to)}”`
    case 'description':
      return 'changed the description'
    case 'category':
      return `moved it from ${department(from, departments)} to ${department(to, departments)}`
    case 'price':
      return `changed the price from ${money(from)} to ${money(to)}`
    case 'sizes':
      return `changed the sizes from ${list(from)} to ${list(to)}`
    case 'bestseller':
      return to === true ? 'marked it as a bestseller' : 'took it off the bestsellers'
    case 'images':
      return 'changed the photos'
    case 'salePrice':
      return to === null
        ? 'ended the sale'
        : from === null
          ? `put it on sale at ${money(to)}`
          : `changed the sale price from ${money(from)} to ${money(to)}`
    case 'status':
      return to === 'live'
        ? from === 'archived'
          ? 'brought it back'
          : 'published it'
        : to === 'draft'
          ? 'made it a draft'
          : 'archived it'
    case 'archived':
      return to === true ? 'archived it' : 'brought it back'
  }
}

/** "a", "a and b", "a, b and c". */
function joined(phrases: readonly string[]): string {
  if (phrases.length <= 1) return phrases[0] ?? ''
  return `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}`
}

/**
 * One save of a product as a sentence: "ngozi@adire.example created it", or
 * "ngozi@adire.example changed the price from ₦26,000 to ₦28,500 and archived it".
 */
export function describeProductChange(
  change: ProductChange,
  departments: readonly Department[] = CATEGORIES,
): string {
  const who = changedBy(change.by)
  if (change.action === 'created') return `${who} created it`
  if (change.changes.length === 0) return `${who} saved it without changes`
  return `${who} ${joined(change.changes.map((c) => describeFieldChange(c, departments)))}`
}
