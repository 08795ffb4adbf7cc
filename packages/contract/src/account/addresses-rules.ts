// The address book's limit and messages (docs/product.md §3.4), apart from its schemas
// (addresses.ts) so that the address pages' first visit does not load zod.

/** Addresses one account may keep: a household's few, not a mailing list. */
export const ADDRESS_BOOK_LIMIT = 10

export const ADDRESS_MESSAGES = {
  saved: 'Address saved',
  deleted: 'Address deleted',
  defaultChosen: 'Default address updated',
  notFound: 'That address is not in your address book',
  full: `Your address book is full (${ADDRESS_BOOK_LIMIT} addresses). Delete one to add another.`,
} as const
