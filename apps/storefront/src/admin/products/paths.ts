import { apiUrl, PAGE_ROUTES } from '@adire/contract'

/** The store team's editor of a product, by its id. */
export const adminProductEditPath = (id: string) => apiUrl(PAGE_ROUTES.adminProductEdit, { id })
