// The shopper's way from the home page to paying, grouped by the page that shows each piece;
// what several of those pages show (a product's card, image, price) is under product/.

// The cart and the order about to be placed.
export * from './cart/CartLine/index.ts'
export * from './cart/CartSummary/index.ts'
export * from './cart/CartTotals/index.ts'
export * from './cart/DiscountCodeField/index.ts'
export * from './cart/DiscountRow/index.ts'
export * from './cart/PriceChange/index.ts'

// Checkout: where it goes (the address book uses the same form) and paying.
export * from './checkout/DeliveryForm/index.ts'
export * from './checkout/PayButton/index.ts'
export * from './checkout/PaymentFrame/index.ts'

// The collection: its filters and what it says about the results.
export * from './collection/CategoryFilter/index.ts'
export * from './collection/NoResults/index.ts'
export * from './collection/ResultCount/index.ts'

// The home page's sections.
export * from './home/Benefits/index.ts'
export * from './home/HeroSlider/index.ts'
export * from './home/HomeCallToAction/index.ts'
export * from './home/HomeCategorySection/index.ts'
export * from './home/PromoBanner/index.ts'

// A product: its card and grid, and its own page.
export * from './product/DeliveryLine/index.ts'
export * from './product/Price/index.ts'
export * from './product/ProductCard/index.ts'
export * from './product/ProductGallery/index.ts'
export * from './product/ProductGrid/index.ts'
export * from './product/ProductImage/index.ts'
export * from './product/ProductInfo/index.ts'
export * from './product/SizePicker/index.ts'
export * from './product/SoldOutBadge/index.ts'
