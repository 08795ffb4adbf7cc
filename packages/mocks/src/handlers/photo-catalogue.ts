// The catalogue with three products shown by the photos their store team uploaded (issue 41),
// by handler group: a page story shows real photographs in every layout with
// `parameters: { msw: { handlers: photoCatalogueHandlers } }` (the photos' own files are served
// by the baseline's photo-files handler).
import type { ProductFeaturedResponse } from '@adire/contract'
import { featuredProducts } from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { fixtureProductsWithPhotos } from '../fixtures/products.ts'
import { url } from './http.ts'
import { notAProduct, productDetails } from './products.ts'
import { productSearchOver } from './search.ts'

export const photoCatalogueHandlers = {
  productSearch: [productSearchOver(fixtureProductsWithPhotos)],
  productFeatured: [
    http.get<never, never, ProductFeaturedResponse>(url('productFeatured'), () =>
      HttpResponse.json({ success: true, products: featuredProducts(fixtureProductsWithPhotos) }),
    ),
  ],
  productDetails: [
    http.get<{ id: string }>(url('productDetails'), ({ params }) =>
      notAProduct(params.id) ? undefined : productDetails(params.id, fixtureProductsWithPhotos),
    ),
  ],
}
