// The conformance table's cases for the shop's departments (docs/product.md §11.13): the team's
// five calls, refused to shoppers, and each rule the server refuses by; and the store's settings
// listing them. The mocks start each case from their fixtures, the server keeps what each case
// changed: every case holds either way (the orders come before the department made last).
import {
  AdminDepartmentsResponse,
  CATEGORIES,
  DEPARTMENT_MESSAGES,
  ORDER_MESSAGES,
  StoreSettingsResponse,
} from '@adire/contract'
import { refused } from './conformance-refused.ts'
import type { ConformanceCase } from './conformance-run.ts'

/** The seeded departments' ids, in their order. */
const SEEDED = CATEGORIES.map((department) => department.id)
const departments = (status = 200) => ({ status, answer: AdminDepartmentsResponse })

export const DEPARTMENT_CASES: ConformanceCase[] = [
  {
    name: 'store: the settings list the shop’s departments',
    caller: 'none',
    method: 'GET',
    path: '/api/store/settings',
    status: 200,
    answer: StoreSettingsResponse,
  },
  {
    name: 'admin: the departments refuse a shopper',
    caller: 'shopper',
    method: 'GET',
    path: '/api/admin/departments',
    ...refused(403, ORDER_MESSAGES.adminOnly),
  },
  {
    name: 'admin: the departments are listed with their products',
    caller: 'admin',
    method: 'GET',
    path: '/api/admin/departments',
    ...departments(),
  },
  {
    name: 'admin: a new department with another’s name is refused',
    caller: 'admin',
    method: 'POST',
    path: '/api/admin/departments',
    body: () => ({ label: 'HOODIES' }),
    ...refused(400, DEPARTMENT_MESSAGES.labelTaken),
  },
  {
    name: 'admin: a new department with another’s older link name is refused',
    caller: 'admin',
    method: 'POST',
    path: '/api/admin/departments',
    body: () => ({ label: 'Knitwear', slug: 'hoodle' }),
    ...refused(400, DEPARTMENT_MESSAGES.slugTaken),
  },
  {
    name: 'admin: a link name with a space is refused',
    caller: 'admin',
    method: 'POST',
    path: '/api/admin/departments',
    body: () => ({ label: 'Knitwear', slug: 'knit wear' }),
    ...refused(400, DEPARTMENT_MESSAGES.slug),
  },
  {
    name: 'shop: a search in no department of the store’s names the store’s',
    caller: 'none',
    method: 'GET',
    path: '/api/products?category=Shoes',
    ...refused(400, DEPARTMENT_MESSAGES.unknownCategories(['Shoes'], SEEDED)),
  },
  {
    name: 'admin: a rename of no department is not found',
    caller: 'admin',
    method: 'PATCH',
    path: '/api/admin/departments/Shoes',
    body: () => ({ label: 'Shoes' }),
    ...refused(404, DEPARTMENT_MESSAGES.notFound),
  },
  {
    name: 'admin: the departments are put in a new order',
    caller: 'admin',
    method: 'PUT',
    path: '/api/admin/departments/order',
    body: () => ({ ids: [...SEEDED].reverse() }),
    ...departments(),
  },
  {
    name: 'admin: a department renamed keeps its old link name',
    caller: 'admin',
    method: 'PATCH',
    path: '/api/admin/departments/Sunglasses',
    body: () => ({ label: 'Shades', slug: 'Shades' }),
    ...departments(),
  },
  {
    name: 'admin: a rename to another’s link name is refused',
    caller: 'admin',
    method: 'PATCH',
    path: '/api/admin/departments/Polo',
    body: () => ({ slug: 'T-shirt' }),
    ...refused(400, DEPARTMENT_MESSAGES.slugTaken),
  },
  {
    name: 'admin: removing no department is not found',
    caller: 'admin',
    method: 'DELETE',
    path: '/api/admin/departments/Shoes',
    ...refused(404, DEPARTMENT_MESSAGES.notFound),
  },
  {
    name: 'admin: an order that leaves a department out is refused',
    caller: 'admin',
    method: 'PUT',
    path: '/api/admin/departments/order',
    body: () => ({ ids: SEEDED.slice(1) }),
    ...refused(400, DEPARTMENT_MESSAGES.order),
  },
  {
    name: 'admin: a product in no department of the store’s is refused',
    caller: 'admin',
    method: 'POST',
    path: '/api/admin/products',
    body: () => ({
      name: 'Leather sandals',
      description: 'Hand-made in Kano.',
      category: 'Shoes',
      price: '12000',
      sizes: ['42'],
      bestseller: false,
      images: ['/images/products/lagos-sun-cap-1.svg'],
    }),
    ...refused(400, DEPARTMENT_MESSAGES.unknown),
  },
  {
    name: 'admin: a new department is made, its link name from its name',
    caller: 'admin',
    method: 'POST',
    path: '/api/admin/departments',
    body: () => ({ label: 'Conformance kaftans' }),
    ...departments(201),
  },
]
