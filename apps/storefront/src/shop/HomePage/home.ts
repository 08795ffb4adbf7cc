import { collectionPath, PAGE_ROUTES } from '@adire/contract'
import type { Benefit, HeroSlide, HomeCallToActionProps, PromoBannerProps } from '@adire/ui'

/**
 * The words and artwork of the home page. Every promise here is one the store keeps (free
 * 30-day returns, hand-finished adire, card payments through Paystack): no discounts or
 * delivery thresholds that nobody has agreed to honour.
 */

const HERO_SIZE = { width: 1600, height: 800 }

export const heroSlides: HeroSlide[] = [
  {
    id: 'adire',
    heading: 'Indigo, dyed by hand',
    text: 'New adire pieces, resist-dyed and hand-finished in Nigeria.',
    cta: { label: 'Shop the collection', href: PAGE_ROUTES.collection },
    image: {
      src: '/images/hero/adire-indigo.svg',
      alt: 'Indigo adire cloths drying on a line above dye pots',
      ...HERO_SIZE,
    },
  },
  {
    id: 'lagos',
    heading: 'Lagos at golden hour',
    text: 'Easy tees, polos and shorts for long evenings out.',
    cta: { label: 'Shop t-shirts', href: collectionPath('T-Shirt') },
    image: {
      src: '/images/hero/lagos-golden-hour.svg',
      alt: 'A Lagos street at golden hour with a yellow danfo bus',
      ...HERO_SIZE,
    },
  },
  {
    id: 'harmattan',
    heading: 'Layer up for harmattan',
    text: 'Hoodies and caps for dusty mornings that turn into warm afternoons.',
    cta: { label: 'Shop hoodies', href: collectionPath('Hoodie') },
    image: {
      src: '/images/hero/harmattan-layers.svg',
      alt: 'Two friends in layered hoodies and caps on a hazy harmattan morning',
      ...HERO_SIZE,
    },
  },
]

const PROMO_SIZE = { width: 720, height: 480 }

/** Shown after the latest collection: what makes the new pieces what they are. */
export const adireBanner: PromoBannerProps = {
  heading: 'Hand-finished in Nigeria',
  text: 'Our new adire pieces are resist-dyed in indigo and finished by hand by makers in Nigeria.',
  cta: { label: 'Shop the collection', href: PAGE_ROUTES.collection },
  // The artwork repeats what the words say, so screen readers skip it.
  image: { src: '/images/promo/adire-hand-finished.svg', alt: '', ...PROMO_SIZE },
  tone: 'sunken',
  imagePosition: 'start',
}

/** Shown after the best sellers, before the departments. */
export const returnsBanner: PromoBannerProps = {
  heading: 'Free 30-day returns',
  text: 'Changed your mind? Send it back free within 30 days, in its original condition with the tags on.',
  cta: { label: 'How returns work', href: PAGE_ROUTES.helpCenter },
  image: { src: '/images/promo/free-returns.svg', alt: '', ...PROMO_SIZE },
  tone: 'brand',
}

export const benefits: Benefit[] = [
  {
    icon: 'returns',
    title: 'Free 30-day returns',
    text: 'Send items back within 30 days in their original condition, tags on.',
  },
  {
    icon: 'card',
    title: 'Secure card payments',
    text: 'Pay by card in Paystack’s secure checkout; your card details never reach us.',
  },
  {
    icon: 'support',
    title: 'Support that answers',
    text: 'Questions about an order, a size or a delivery? Ask us and we will help.',
    link: { label: 'Visit the Help Center', href: PAGE_ROUTES.helpCenter },
  },
]

/** The closing call: chat on WhatsApp when the store has set a number, else write to it. */
export const closingCallToAction = (chat: { href: string; external: boolean }) =>
  ({
    heading: 'Questions about sizes? Chat with us',
    text: 'Tell us your usual size and what you have your eye on, and we will help you choose.',
    primary: { label: 'Chat with us', href: chat.href, external: chat.external },
    secondary: { label: 'Visit the Help Center', href: PAGE_ROUTES.helpCenter },
  }) satisfies HomeCallToActionProps
