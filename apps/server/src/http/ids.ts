/**
 * Whether a path's id can be a row's id (a UUID). Anything else is answered 404 before the
 * database sees it: PostgreSQL would refuse the text as a uuid with an error, not a miss.
 */
export const isRowId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
