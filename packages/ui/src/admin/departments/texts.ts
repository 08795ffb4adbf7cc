import { DEPARTMENT_MESSAGES, PAGE_ROUTES } from '@adire/contract'

/*
 * Every word of the store team's Departments screen (docs/product.md §11.13), in one place for
 * the components, the page and the stories' checks. The contract's own refusals
 * (`DEPARTMENT_MESSAGES`) and the server's answers are shown as they come.
 */

/** A department's link as shoppers follow it: the collection filtered to it. */
export const departmentLink = (slug: string) =>
  `${PAGE_ROUTES.collection}?filter=${encodeURIComponent(slug)}`

const products = (count: number) => (count === 1 ? '1 product' : `${count} products`)

export const DEPARTMENT_ADMIN_TEXTS = {
  heading: { text1: 'Store', text2: 'departments' },
  signIn: 'Log in with your team account to change the store’s departments.',
  intro:
    'The shop’s menus, filters and footer list these departments in this order. Every product is in one of them.',
  backToProducts: 'Back to the products',
  listLabel: 'Departments',
  loading: 'Loading the departments',
  failed: (message: string) => `The departments could not be loaded: ${message}`,

  // A department's row.
  position: (index: number, total: number) => `${index + 1} of ${total}`,
  link: 'Link',
  /** "12 products, 10 live"; drafts and archived ones count too, since they keep it. */
  counts: (all: number, live: number) =>
    all === 0 ? 'No products' : `${products(all)}, ${live} live`,
  olderLinks: 'Older links that still lead here',
  moveUp: (label: string) => `Move ${label} up`,
  moveDown: (label: string) => `Move ${label} down`,
  moved: (label: string, index: number, total: number) =>
    `${label} moved to ${index + 1} of ${total}.`,
  rename: 'Rename',
  renameLabel: (label: string) => `Rename ${label}`,
  remove: 'Remove',
  removeLabel: (label: string) => `Remove ${label}`,
  removing: 'Removing…',
  removed: (label: string) => `${label} removed.`,
  /** Why a department with products offers no Remove: the contract's own words. */
  keptWhileFull: (count: number) =>
    `To remove it, first move ${count === 1 ? 'its product' : `its ${count} products`} to another department.`,
  removeTitle: (label: string) => `Remove ${label}?`,
  removeBody:
    'It leaves the shop’s menus, filters and footer, and its links lead nowhere. It has no products.',
  removeConfirm: 'Remove it',
  removeCancel: 'Keep it',
  keptAsLast: 'The store keeps at least one department.',

  // Renaming.
  renameForm: (label: string) => `Rename ${label}`,
  name: 'Name',
  nameHint: 'As shoppers read it in the menus, filters and footer.',
  linkName: 'Link name',
  linkNameHint: (slug: string) =>
    `The end of its link: ${departmentLink(slug)}. Letters, digits and hyphens.`,
  keepsOldLink: (slug: string) =>
    `The old link, ${departmentLink(slug)}, keeps working: it leads here too.`,
  saveRename: 'Save',
  savingRename: 'Saving…',
  cancel: 'Cancel',
  renamed: (label: string) => `${label} saved.`,

  // Adding.
  addSection: 'Add a department',
  newName: 'Name',
  newNameHint: 'Like Dresses or Summer wraps.',
  newLinkName: 'Link name (optional)',
  /** What the link name will be: the one typed, or the one the server makes from the name. */
  newLinkNameHint: (slug: string, typed: boolean) =>
    !slug
      ? 'Left empty, it is made from the name. It stays the department’s id for good.'
      : typed
        ? `Its link will be ${departmentLink(slug)}. It stays the department’s id for good.`
        : `Left empty, it will be ${slug} (${departmentLink(slug)}). It stays the department’s id for good.`,
  add: 'Add department',
  adding: 'Adding…',
  added: (label: string) => `${label} added, last in the list.`,

  /** The contract's refusals the screen shows before sending. */
  messages: DEPARTMENT_MESSAGES,
} as const
