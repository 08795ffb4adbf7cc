import { nairaToKobo, type SeededCategoryId } from '@adire/contract'

/**
 * Adire-inspired surface patterns the artwork generator knows how to draw. Left out, the
 * generator picks one from a hash of the slug, so an unset product still looks distinct.
 */
export type SeedMotif =
  | 'circles'
  | 'dots'
  | 'stripes'
  | 'pinstripe'
  | 'waves'
  | 'chevrons'
  | 'grid'
  | 'cord'
  | 'rings'
  | 'plain'

/**
 * Which silhouette to draw within a category (a bucket hat is not a cap, joggers are not
 * chinos). Left out, the generator uses the category's usual shape.
 */
export type SeedStyle =
  | 'cap'
  | 'bucket'
  | 'trucker'
  | 'snapback'
  | 'pullover'
  | 'zip'
  | 'chino'
  | 'cargo'
  | 'wide'
  | 'jogger'
  | 'drawstring'
  | 'sweat'
  | 'board'
  | 'court'
  | 'classic'
  | 'trim'
  | 'crew'
  | 'pocket'
  | 'wayfarer'
  | 'aviator'
  | 'round'
  | 'wrap'
  | 'cat-eye'
  | 'square'
  | 'browline'

export interface SeedColours {
  /** The main fabric (or the frame, for sunglasses). */
  primary: string
  /** The printed or woven pattern (the lens tint, for sunglasses). */
  secondary: string
  /** Trims: collars, cuffs, drawcords, hardware. */
  accent: string
}

export interface SeedProduct {
  /** Readable id, e.g. 'indigo-adire-hoodie'; becomes the product _id and the image file names. */
  slug: string
  name: string
  description: string
  /** Integer kobo (naira x 100). */
  priceKobo: number
  category: SeededCategoryId
  sizes: string[]
  images: string[]
  bestseller: boolean
  /** Distinct per product, so "newest first" has one right answer. */
  addedDaysAgo: number
  colours: SeedColours
  motif?: SeedMotif
  style?: SeedStyle
  /** Printed on jerseys; other categories ignore it. */
  jerseyNumber?: number
}

/** What each entry below spells out; price, images and size copies are filled in once. */
type SeedEntry = Omit<SeedProduct, 'priceKobo' | 'images'> & { naira: number }

const APPAREL_S_XXL = ['S', 'M', 'L', 'XL', 'XXL']
const APPAREL_S_XL = ['S', 'M', 'L', 'XL']
const APPAREL_S_L = ['S', 'M', 'L']
const APPAREL_M_XXL = ['M', 'L', 'XL', 'XXL']
const ONE_SIZE = ['One size']
const BUCKET_SIZES = ['S/M', 'L/XL']

const ENTRIES: SeedEntry[] = [
  // Head wear
  {
    slug: 'indigo-adire-bucket-hat',
    name: 'Indigo Adire Bucket Hat',
    description:
      'Cut from hand-dyed adire cotton from Abeokuta, with indigo resist circles running all the way round the brim. The soft, unstructured crown packs flat for a Saturday market run and springs back into shape. Hand wash cold on its own, as natural indigo sheds a little in the first few washes.',
    naira: 9500,
    category: 'HeadWear',
    sizes: BUCKET_SIZES,
    bestseller: true,
    addedDaysAgo: 3,
    colours: { primary: '#1f2f6b', secondary: '#dfe6f5', accent: '#c9a227' },
    motif: 'circles',
    style: 'bucket',
  },
  {
    slug: 'lagos-sun-cap',
    name: 'Lagos Sun Cap',
    description:
      'A six-panel cotton twill cap with a pre-curved brim deep enough to shade your eyes on a Lagos afternoon. The sweatband wicks moisture and the brass-buckle strap adjusts to fit most heads. Spot clean or hand wash, and reshape the brim while damp.',
    naira: 6500,
    category: 'HeadWear',
    sizes: ONE_SIZE,
    bestseller: false,
    addedDaysAgo: 41,
    colours: { primary: '#e39b34', secondary: '#fff1d6', accent: '#1d3557' },
    motif: 'dots',
    style: 'cap',
  },
  {
    slug: 'aso-oke-snapback',
    name: 'Aso-Oke Snapback',
    description:
      'The front panels are strips of handwoven aso-oke from Iseyin, the cloth worn to every owambe, set on a structured six-panel crown. A flat brim and snap closure keep its sharp shape, and every cap’s stripe layout is slightly different. Spot clean only; do not machine wash.',
    naira: 12500,
    category: 'HeadWear',
    sizes: ONE_SIZE,
    bestseller: true,
    addedDaysAgo: 87,
    colours: { primary: '#6b1f3a', secondary: '#d4a84b', accent: '#f3e6c8' },
    motif: 'stripes',
    style: 'snapback',
  },
  {
    slug: 'harmattan-bucket-hat',
    name: 'Harmattan Bucket Hat',
    description:
      'A washed cotton canvas bucket hat in the dusty tones of a harmattan morning, with a wide brim that keeps sun and grit off your face. Brass eyelets on each side let air through, and the inner band is lined with soft cotton. Machine wash cold, inside out, and dry flat.',
    naira: 8500,
    category: 'HeadWear',
    sizes: BUCKET_SIZES,
    bestseller: false,
    addedDaysAgo: 122,
    colours: { primary: '#c8b08a', secondary: '#9a7b50', accent: '#5a3e24' },
    motif: 'waves',
    style: 'bucket',
  },
  {
    slug: 'kano-dye-pit-dad-cap',
    name: 'Kano Dye-Pit Dad Cap',
    description:
      'An unstructured dad cap in cotton dyed in the centuries-old Kofar Mata pits of Kano, so the indigo deepens the more you wear it. The low crown and curved brim sit easy, and the fabric strap closes with a brass slider. Hand wash cold, separately.',
    naira: 7500,
    category: 'HeadWear',
    sizes: ONE_SIZE,
    bestseller: false,
    addedDaysAgo: 150,
    colours: { primary: '#26365f', secondary: '#8fa6cf', accent: '#e8dcc2' },
    motif: 'grid',
    style: 'cap',
  },
  {
    slug: 'oshodi-trucker-cap',
    name: 'Oshodi Trucker Cap',
    description:
      'A foam-front trucker with a breathable mesh back, made for long days moving between buses and market stalls in Oshodi. The front carries a printed adire sun and the snap strap fits most heads. Spot clean with mild soap and let it air dry.',
    naira: 6000,
    category: 'HeadWear',
    sizes: ONE_SIZE,
    bestseller: false,
    addedDaysAgo: 19,
    colours: { primary: '#1f7a4d', secondary: '#f1efe6', accent: '#f2c14e' },
    style: 'trucker',
  },
  {
    slug: 'obudu-reversible-bucket-hat',
    name: 'Obudu Reversible Bucket Hat',
    description:
      'Wear it teal with adire waves or flip it to plain coral: a hat inspired by the cool mist of the Obudu plateau. Both sides are soft cotton poplin, with a stitched brim that holds its shape after packing. Machine wash cold and line dry.',
    naira: 11000,
    category: 'HeadWear',
    sizes: BUCKET_SIZES,
    bestseller: false,
    addedDaysAgo: 176,
    colours: { primary: '#2e6f73', secondary: '#f0b8a0', accent: '#f7e9d7' },
    motif: 'waves',
    style: 'bucket',
  },

  // Hoodies
  {
    slug: 'indigo-adire-hoodie',
    name: 'Indigo Adire Hoodie',
    description:
      'A heavyweight 400gsm cotton fleece hoodie printed all over with adire eleko circles, the starch-resist motif of Abeokuta’s dyers. It has a lined hood, a roomy kangaroo pocket and ribbed cuffs, in a relaxed fit that layers well over a tee. Machine wash cold inside out and skip the dryer to keep the print crisp.',
    naira: 28500,
    category: 'Hoodie',
    sizes: APPAREL_S_XXL,
    bestseller: true,
    addedDaysAgo: 6,
    colours: { primary: '#1e2a5e', secondary: '#e4ebf7', accent: '#d9a441' },
    motif: 'circles',
    style: 'pullover',
  },
  {
    slug: 'harmattan-zip-hoodie',
    name: 'Harmattan Zip Hoodie',
    description:
      'A full-zip brushed fleece for the cool, dusty mornings of harmattan, when Abuja wakes up at 18 degrees. The metal zip, split front pockets and lined hood make it an easy layer to peel off by midday. Machine wash at 30 degrees and dry flat.',
    naira: 32000,
    category: 'Hoodie',
    sizes: APPAREL_S_XL,
    bestseller: false,
    addedDaysAgo: 55,
    colours: { primary: '#b98a5a', secondary: '#e9d5b7', accent: '#4a3423' },
    motif: 'dots',
    style: 'zip',
  },
  {
    slug: 'jos-plateau-fleece-hoodie',
    name: 'Jos Plateau Fleece Hoodie',
    description:
      'Built for Jos evenings, when the plateau air turns properly cold, in a thick 450gsm loopback cotton with a double-layer hood. The fit is boxy with dropped shoulders, and a tonal chevron print runs across the body. Machine wash cold and reshape while damp.',
    naira: 38500,
    category: 'Hoodie',
    sizes: APPAREL_S_XXL,
    bestseller: true,
    addedDaysAgo: 98,
    colours: { primary: '#3d5a40', secondary: '#a9c3a0', accent: '#f2e8cf' },
    motif: 'chevrons',
    style: 'pullover',
  },
  {
    slug: 'eko-bridge-pullover-hoodie',
    name: 'Eko Bridge Pullover Hoodie',
    description:
      'A midweight cotton-blend pullover with a quiet stripe that echoes the spans of Eko Bridge at dusk. The regular fit and bright orange drawcords make it an everyday piece for the commute or the studio. Machine wash cold with similar colours.',
    naira: 26000,
    category: 'Hoodie',
    sizes: APPAREL_S_XL,
    bestseller: false,
    addedDaysAgo: 133,
    colours: { primary: '#4a4e57', secondary: '#6f7685', accent: '#f28c28' },
    motif: 'stripes',
    style: 'pullover',
  },
  {
    slug: 'ankara-panel-hoodie',
    name: 'Ankara Panel Hoodie',
    description:
      'A bright fleece hoodie covered in a wax-print ankara dot, cut and sewn by a tailoring team in Aba, with a contrast-lined hood. The loose fit and deep pocket make it a weekend favourite. Wash inside out on a cool cycle so the ankara keeps its colour.',
    naira: 34500,
    category: 'Hoodie',
    sizes: APPAREL_M_XXL,
    bestseller: false,
    addedDaysAgo: 160,
    colours: { primary: '#d9481e', secondary: '#f6c445', accent: '#1b4d89' },
    motif: 'dots',
    style: 'pullover',
  },
  {
    slug: 'zuma-rock-heavyweight-hoodie',
    name: 'Zuma Rock Heavyweight Hoodie',
    description:
      'Our heaviest hoodie, a dense 500gsm cotton fleece in the granite browns of Zuma Rock on the road into Abuja. Double-needle stitching, a ribbed hem and a roomy hood give it the structure of a piece that lasts for years. Machine wash cold, dry flat and expect it to soften with every wear.',
    naira: 42000,
    category: 'Hoodie',
    sizes: APPAREL_S_XXL,
    bestseller: false,
    addedDaysAgo: 27,
    colours: { primary: '#5b4636', secondary: '#7d6552', accent: '#e8d8c3' },
    motif: 'grid',
    style: 'pullover',
  },
  {
    slug: 'calabar-carnival-hoodie',
    name: 'Calabar Carnival Hoodie',
    description:
      'As bright as the December carnival parade through Calabar, this purple cotton fleece carries a gold wave print. It has a relaxed, slightly cropped fit with ribbed cuffs and a kangaroo pocket. Machine wash cold inside out.',
    naira: 29500,
    category: 'Hoodie',
    sizes: APPAREL_S_XL,
    bestseller: false,
    addedDaysAgo: 71,
    colours: { primary: '#6e2a85', secondary: '#f5b700', accent: '#23c4a8' },
    motif: 'waves',
    style: 'pullover',
  },

  // Jerseys
  {
    slug: 'super-eagles-home-jersey',
    name: 'Green Eagles Home Jersey',
    description:
      'A supporters’ jersey in the green and white every Nigerian fan knows, made from light recycled polyester mesh that keeps you cool in a packed viewing centre. The chevron print nods to the kits of the 1990s, and there is no badge, just the colours. Machine wash cold and hang to dry.',
    naira: 24000,
    category: 'Jersey',
    sizes: APPAREL_S_XXL,
    bestseller: true,
    addedDaysAgo: 1,
    colours: { primary: '#0b8a4a', secondary: '#dff3e6', accent: '#ffffff' },
    motif: 'chevrons',
    jerseyNumber: 10,
  },
  {
    slug: 'surulere-street-jersey',
    name: 'Surulere Street Jersey',
    description:
      'Named for the streets around the National Stadium in Surulere, this loose street-football jersey is made from a breathable polyester piqué. Yellow sleeves and a dotted body print make it bold enough for five-a-side or a night out. Machine wash cold and do not iron the number.',
    naira: 19500,
    category: 'Jersey',
    sizes: APPAREL_S_XL,
    bestseller: false,
    addedDaysAgo: 34,
    colours: { primary: '#1c1c1c', secondary: '#f2c230', accent: '#e94e1b' },
    motif: 'dots',
    jerseyNumber: 7,
  },
  {
    slug: 'naija-94-retro-jersey',
    name: "Naija '94 Retro Jersey",
    description:
      'A tribute to the year Nigeria lifted the continental cup, with a wave pattern worked into a soft, cotton-feel polyester. The boxy retro cut, ribbed collar and 94 on the back make it as much for the street as the stands. Wash cold inside out and air dry.',
    naira: 27500,
    category: 'Jersey',
    sizes: APPAREL_S_XXL,
    bestseller: true,
    addedDaysAgo: 64,
    colours: { primary: '#1a9d5b', secondary: '#0e5a34', accent: '#ffffff' },
    motif: 'waves',
    jerseyNumber: 94,
  },
  {
    slug: 'ibadan-derby-jersey',
    name: 'Ibadan Derby Jersey',
    description:
      'Red and cream stripes for the oldest rivalries in the ancient city of Ibadan, in a quick-dry polyester made for Sunday league. The regular fit has mesh side panels for airflow and a ribbed V-neck. Machine wash cold and line dry.',
    naira: 18500,
    category: 'Jersey',
    sizes: APPAREL_S_XL,
    bestseller: false,
    addedDaysAgo: 109,
    colours: { primary: '#b31b1b', secondary: '#f4efe2', accent: '#1f1f1f' },
    motif: 'stripes',
    jerseyNumber: 9,
  },
  {
    slug: 'coal-city-jersey',
    name: 'Coal City Jersey',
    description:
      'Named for Enugu, the Coal City, this charcoal jersey has a fine grid print and green trim that stands out under floodlights. The lightweight mesh wicks sweat, and the athletic fit is cut to move. Machine wash cold, without fabric softener.',
    naira: 21000,
    category: 'Jersey',
    sizes: APPAREL_S_XXL,
    bestseller: false,
    addedDaysAgo: 145,
    colours: { primary: '#2b2b2f', secondary: '#4a4a52', accent: '#3cc46b' },
    motif: 'grid',
    jerseyNumber: 8,
  },
  {
    slug: 'abuja-night-match-jersey',
    name: 'Abuja Night Match Jersey',
    description:
      'A navy training jersey with an adire circle print, for evening kickabouts on the pitches around Abuja. It is cut from a soft, stretchy polyester with raglan sleeves and a relaxed fit. Machine wash cold with similar colours.',
    naira: 16500,
    category: 'Jersey',
    sizes: APPAREL_S_XL,
    bestseller: false,
    addedDaysAgo: 170,
    colours: { primary: '#1b2a6b', secondary: '#34489a', accent: '#f2f2f2' },
    motif: 'circles',
    jerseyNumber: 11,
  },
  {
    slug: 'onikan-retro-jersey',
    name: 'Onikan Retro Jersey',
    description:
      'A cream retro jersey named for the old Onikan Stadium on Lagos Island, in a heavier cotton-blend piqué with a ribbed V-neck. Thin red pinstripes and green trim give it a vintage matchday look. Wash cold, inside out, and dry in the shade.',
    naira: 32000,
    category: 'Jersey',
    sizes: APPAREL_S_XL,
    bestseller: false,
    addedDaysAgo: 12,
    colours: { primary: '#f4efe2', secondary: '#c0392b', accent: '#0b6b3a' },
    motif: 'pinstripe',
    jerseyNumber: 14,
  },

  // Pants
  {
    slug: 'ikoyi-chino-pants',
    name: 'Ikoyi Chino Pants',
    description:
      'Chinos in a breathable stretch cotton twill, slim through the thigh with a gentle taper: smart enough for an Ikoyi office, easy enough for dinner after. They have a button-and-zip fly, slant front pockets and welt back pockets. Machine wash cold and iron warm.',
    naira: 22000,
    category: 'Pant',
    sizes: ['30', '32', '34', '36'],
    bestseller: false,
    addedDaysAgo: 9,
    colours: { primary: '#c7a676', secondary: '#b3935f', accent: '#5b4530' },
    motif: 'plain',
    style: 'chino',
  },
  {
    slug: 'yaba-cargo-pants',
    name: 'Yaba Cargo Pants',
    description:
      'Relaxed cargo pants in durable ripstop cotton, with six pockets for the phone, power bank and keys you carry around Yaba’s tech hub. Adjustable ankle tabs let you wear them straight or cinched. Machine wash cold and tumble dry low.',
    naira: 26500,
    category: 'Pant',
    sizes: ['30', '32', '34', '36', '38'],
    bestseller: true,
    addedDaysAgo: 48,
    colours: { primary: '#4f5b3a', secondary: '#5f6c47', accent: '#d9c89e' },
    motif: 'grid',
    style: 'cargo',
  },
  {
    slug: 'adire-wide-leg-trousers',
    name: 'Adire Wide-Leg Trousers',
    description:
      'Flowing wide-leg trousers in indigo adire cotton, each panel resist-dyed by hand in Abeokuta with a wave motif. A high rise, pleated front and hidden side zip give them a sharp line. Hand wash cold separately, as colour may transfer when new.',
    naira: 29500,
    category: 'Pant',
    sizes: ['30', '32', '34', '36'],
    bestseller: true,
    addedDaysAgo: 79,
    colours: { primary: '#233a7a', secondary: '#dbe3f3', accent: '#b8862b' },
    motif: 'waves',
    style: 'wide',
  },
  {
    slug: 'victoria-island-tailored-trousers',
    name: 'Victoria Island Tailored Trousers',
    description:
      'Flat-front trousers in a lightweight wool-blend pinstripe that handles both the air-conditioned boardroom and the humid walk to the car. Cut with a mid rise, pressed creases and a slim leg, with a generous hem allowance for your tailor. Dry clean or hand wash gently.',
    naira: 34000,
    category: 'Pant',
    sizes: ['30', '32', '34', '36', '38'],
    bestseller: false,
    addedDaysAgo: 117,
    colours: { primary: '#2c2f3a', secondary: '#6d7183', accent: '#a7a9b4' },
    motif: 'pinstripe',
    style: 'chino',
  },
  {
    slug: 'ajegunle-track-joggers',
    name: 'Ajegunle Track Joggers',
    description:
      'Soft cotton-terry joggers with a red side stripe, made for the football pitches and dance crews of Ajegunle. An elasticated drawcord waist, zip side pockets and ribbed cuffs sit neatly over trainers. Machine wash cold.',
    naira: 16500,
    category: 'Pant',
    sizes: ['30', '32', '34', '36'],
    bestseller: false,
    addedDaysAgo: 139,
    colours: { primary: '#1f1f22', secondary: '#38383d', accent: '#e63946' },
    motif: 'plain',
    style: 'jogger',
  },
  {
    slug: 'enugu-corduroy-pants',
    name: 'Enugu Corduroy Pants',
    description:
      'Mid-wale corduroy trousers in a warm rust, for cool evenings in the hills around Enugu. A straight leg, five pockets and a comfortable mid rise, with a touch of stretch. Machine wash cold inside out and do not tumble dry.',
    naira: 27000,
    category: 'Pant',
    sizes: ['32', '34', '36', '38'],
    bestseller: false,
    addedDaysAgo: 165,
    colours: { primary: '#8b4a2b', secondary: '#6f3820', accent: '#e9c9a3' },
    motif: 'cord',
    style: 'chino',
  },
  {
    slug: 'abuja-linen-drawstring-pants',
    name: 'Abuja Linen Drawstring Pants',
    description:
      'Relaxed pants in pure linen with an elasticated drawstring waist, made for the dry heat of Abuja. The loose straight leg lets the air move, and the linen gets softer with each wash. Machine wash cold, line dry and embrace the creases.',
    naira: 19500,
    category: 'Pant',
    sizes: ['30', '32', '34', '36'],
    bestseller: false,
    addedDaysAgo: 24,
    colours: { primary: '#e6ddcb', secondary: '#cfc4ae', accent: '#7a6a4f' },
    motif: 'plain',
    style: 'drawstring',
  },

  // Polos
  {
    slug: 'classic-pique-polo',
    name: 'Classic Piqué Polo',
    description:
      'Our everyday polo in a breathable 220gsm cotton piqué that stays crisp through a Lagos workday. It has a two-button placket, a ribbed collar and cuffs, and a split hem that looks right tucked or untucked. Machine wash at 30 degrees and iron warm.',
    naira: 14500,
    category: 'Polo',
    sizes: APPAREL_S_XL,
    bestseller: false,
    addedDaysAgo: 15,
    colours: { primary: '#1d4e89', secondary: '#f5f5f5', accent: '#ffffff' },
    motif: 'plain',
    style: 'classic',
  },
  {
    slug: 'ankara-trim-polo',
    name: 'Ankara Trim Polo',
    description:
      'A cotton piqué polo finished with wax-print ankara on the collar and sleeve bands, sewn in small batches by tailors in Aba. A regular fit with a two-button placket. Wash inside out on a cool cycle to keep the ankara bright.',
    naira: 17000,
    category: 'Polo',
    sizes: APPAREL_S_XXL,
    bestseller: true,
    addedDaysAgo: 38,
    colours: { primary: '#0f5e5a', secondary: '#f2a541', accent: '#e4572e' },
    motif: 'dots',
    style: 'trim',
  },
  {
    slug: 'aso-oke-collar-polo',
    name: 'Aso-Oke Collar Polo',
    description:
      'An ecru polo with a collar of handwoven aso-oke in wine and gold, the cloth Yoruba families weave for weddings and chieftaincy days. It is cut from fine mercerised cotton with a soft sheen and a tailored fit. Hand wash cold and dry flat.',
    naira: 21500,
    category: 'Polo',
    sizes: APPAREL_S_XXL,
    bestseller: true,
    addedDaysAgo: 92,
    colours: { primary: '#f1ede4', secondary: '#c99a2e', accent: '#7b2d26' },
    motif: 'stripes',
    style: 'trim',
  },
  {
    slug: 'ikeja-knit-polo',
    name: 'Ikeja Knit Polo',
    description:
      'A fine-gauge knitted polo in a cool cotton-modal yarn with a subtle grid texture, for after-work plans around Ikeja GRA. It has a soft collar, a two-button placket and a slim fit. Hand wash cold and dry flat to keep its shape.',
    naira: 19000,
    category: 'Polo',
    sizes: APPAREL_S_XL,
    bestseller: false,
    addedDaysAgo: 127,
    colours: { primary: '#2f3e46', secondary: '#45575f', accent: '#e9d8a6' },
    motif: 'grid',
    style: 'classic',
  },
  {
    slug: 'obalende-stripe-polo',
    name: 'Obalende Stripe Polo',
    description:
      'Blue and white stripes, like the painted kiosks around the Obalende bus terminus, on a soft jersey-knit cotton polo. A relaxed fit with a two-button placket and ribbed sleeve bands. Machine wash cold.',
    naira: 13500,
    category: 'Polo',
    sizes: APPAREL_S_XL,
    bestseller: false,
    addedDaysAgo: 155,
    colours: { primary: '#f7f3ea', secondary: '#1f6f8b', accent: '#1f6f8b' },
    motif: 'stripes',
    style: 'classic',
  },
  {
    slug: 'garden-city-polo',
    name: 'Garden City Polo',
    description:
      'Named for Port Harcourt, the Garden City, this leaf-green polo is knitted from organic cotton piqué with a tipped collar. A regular fit, a two-button placket and side vents. Machine wash at 30 degrees.',
    naira: 16000,
    category: 'Polo',
    sizes: APPAREL_M_XXL,
    bestseller: false,
    addedDaysAgo: 60,
    colours: { primary: '#3c7d3a', secondary: '#5c9950', accent: '#f4e3b1' },
    motif: 'dots',
    style: 'classic',
  },
  {
    slug: 'uyo-tipped-polo',
    name: 'Uyo Tipped Polo',
    description:
      'A mustard cotton piqué polo with purple tipping on the collar and cuffs, inspired by the bright wrappers in Uyo’s markets. Lightweight and breathable, in a regular fit. Machine wash cold and dry in the shade to keep the colour.',
    naira: 12500,
    category: 'Polo',
    sizes: APPAREL_S_XL,
    bestseller: false,
    addedDaysAgo: 180,
    colours: { primary: '#e8b04b', secondary: '#f6dca0', accent: '#5b2a86' },
    motif: 'plain',
    style: 'classic',
  },

  // Shorts
  {
    slug: 'lekki-linen-shorts',
    name: 'Lekki Linen Shorts',
    description:
      'Pure linen shorts in a sand colour made for Lekki beach afternoons, with a half-elastic waist and a 7-inch inseam. Slant pockets, a button fly and a relaxed fit keep them cool and neat. Machine wash cold and line dry.',
    naira: 12000,
    category: 'Short',
    sizes: APPAREL_S_XL,
    bestseller: false,
    addedDaysAgo: 4,
    colours: { primary: '#d9cdb4', secondary: '#c2b393', accent: '#6e5a3a' },
    motif: 'plain',
    style: 'chino',
  },
  {
    slug: 'tie-dye-sweat-shorts',
    name: 'Tie-Dye Sweat Shorts',
    description:
      'Cotton fleece shorts tie-dyed by hand in Osogbo, each pair spiralled and dipped on its own so no two come out alike. An elastic drawcord waist, side pockets and a relaxed fit. Wash separately in cold water for the first few washes.',
    naira: 9500,
    category: 'Short',
    sizes: APPAREL_S_L,
    bestseller: false,
    addedDaysAgo: 30,
    colours: { primary: '#7b5ea7', secondary: '#f29e4c', accent: '#f7f1e3' },
    motif: 'rings',
    style: 'sweat',
  },
  {
    slug: 'adire-swim-shorts',
    name: 'Adire Swim Shorts',
    description:
      'Quick-dry swim shorts printed with an adire circle motif and lined with soft mesh, for weekend trips to Elegushi beach. An elastic drawcord waist, a zip back pocket for your keys and a 6-inch leg. Rinse in fresh water after the sea and dry in the shade.',
    naira: 11500,
    category: 'Short',
    sizes: APPAREL_S_XL,
    bestseller: true,
    addedDaysAgo: 67,
    colours: { primary: '#1b3f8b', secondary: '#e3ecfb', accent: '#f7b32b' },
    motif: 'circles',
    style: 'sweat',
  },
  {
    slug: 'tarkwa-bay-board-shorts',
    name: 'Tarkwa Bay Board Shorts',
    description:
      'Stretch board shorts for the small, friendly waves of Tarkwa Bay, with a wave print and a lace-up fly that stays put in the water. The four-way stretch fabric dries in minutes. Rinse in fresh water and dry out of direct sun.',
    naira: 13500,
    category: 'Short',
    sizes: APPAREL_S_XXL,
    bestseller: true,
    addedDaysAgo: 104,
    colours: { primary: '#0f7c8c', secondary: '#7fd1c7', accent: '#ff7f50' },
    motif: 'waves',
    style: 'board',
  },
  {
    slug: 'ikorodu-cargo-shorts',
    name: 'Ikorodu Cargo Shorts',
    description:
      'Tough cotton twill cargo shorts with two bellows pockets, made for market runs and weekend jobs around Ikorodu. A regular fit, a knee-length leg and a zip fly. Machine wash warm and tumble dry low.',
    naira: 15500,
    category: 'Short',
    sizes: APPAREL_M_XXL,
    bestseller: false,
    addedDaysAgo: 142,
    colours: { primary: '#6b6b47', secondary: '#7a7a53', accent: '#2d2d1f' },
    motif: 'plain',
    style: 'cargo',
  },
  {
    slug: 'badagry-chino-shorts',
    name: 'Badagry Chino Shorts',
    description:
      'Soft stretch chino shorts in a washed coastal blue, named for the old port town of Badagry, with a fine dot print. They have a 7-inch inseam, slant front pockets and a buttoned back pocket. Machine wash cold and iron on medium.',
    naira: 14000,
    category: 'Short',
    sizes: APPAREL_S_XL,
    bestseller: false,
    addedDaysAgo: 173,
    colours: { primary: '#8fa7b8', secondary: '#6f8ba0', accent: '#2c3e50' },
    motif: 'dots',
    style: 'chino',
  },
  {
    slug: 'sabo-court-shorts',
    name: 'Sabo Court Shorts',
    description:
      'Loose mesh basketball shorts with yellow side panels, made for pick-up games on the outdoor courts of Sabo in Yaba. A breathable double-knit with an elastic waist, inner drawcord and deep side pockets. Machine wash cold and hang to dry.',
    naira: 8500,
    category: 'Short',
    sizes: APPAREL_S_XXL,
    bestseller: false,
    addedDaysAgo: 52,
    colours: { primary: '#1d3557', secondary: '#2b4a73', accent: '#f1c40f' },
    motif: 'chevrons',
    style: 'court',
  },

  // T-shirts
  {
    slug: 'adire-circles-tee',
    name: 'Adire Circles Tee',
    description:
      'Our signature tee, printed with the nested circles that Abeokuta dyers draw in cassava starch before the indigo bath. Made from 200gsm combed cotton in a regular fit with a ribbed crew neck. Machine wash cold inside out and dry in the shade.',
    naira: 12500,
    category: 'T-Shirt',
    sizes: APPAREL_S_XXL,
    bestseller: true,
    addedDaysAgo: 0,
    colours: { primary: '#20306b', secondary: '#e6ecf8', accent: '#d9a441' },
    motif: 'circles',
    style: 'crew',
  },
  {
    slug: 'eko-heat-tee',
    name: 'Eko Heat Tee',
    description:
      'A lightweight 160gsm cotton tee in a sun-bright orange, made for the hottest afternoons in Eko. A relaxed fit with dropped shoulders and a heat-haze wave print. Machine wash cold with similar colours.',
    naira: 9000,
    category: 'T-Shirt',
    sizes: APPAREL_S_XL,
    bestseller: false,
    addedDaysAgo: 22,
    colours: { primary: '#e4572e', secondary: '#f7b38a', accent: '#2a2a2a' },
    motif: 'waves',
    style: 'crew',
  },
  {
    slug: 'danfo-stripe-tee',
    name: 'Danfo Stripe Tee',
    description:
      'Black stripes on yellow, straight off the danfo buses that carry Lagos to work every morning. Made from a soft 180gsm cotton in a classic fit with a taped neck. Machine wash cold inside out.',
    naira: 10500,
    category: 'T-Shirt',
    sizes: APPAREL_S_XXL,
    bestseller: true,
    addedDaysAgo: 45,
    colours: { primary: '#f2c12e', secondary: '#1a1a1a', accent: '#1a1a1a' },
    motif: 'stripes',
    style: 'crew',
  },
  {
    slug: 'kofar-mata-indigo-tee',
    name: 'Kofar Mata Indigo Tee',
    description:
      'Dyed by hand in the Kofar Mata pits of Kano, among the oldest dye pits in Africa, so every tee has its own depth of blue. Heavy organic cotton in a boxy fit, marked with a grid of resist-dye lines. Hand wash cold separately; the indigo softens and fades beautifully.',
    naira: 16500,
    category: 'T-Shirt',
    sizes: APPAREL_S_XL,
    bestseller: false,
    addedDaysAgo: 84,
    colours: { primary: '#2a3d78', secondary: '#7084c0', accent: '#cbd5ea' },
    motif: 'grid',
    style: 'crew',
  },
  {
    slug: 'owambe-pocket-tee',
    name: 'Owambe Pocket Tee',
    description:
      'A clean off-white tee with a chest pocket cut from adire-print cotton: the easy piece for the morning after an owambe. Made from 180gsm combed cotton in a regular fit with a ribbed crew neck. Machine wash at 30 degrees.',
    naira: 8500,
    category: 'T-Shirt',
    sizes: APPAREL_S_XL,
    bestseller: false,
    addedDaysAgo: 113,
    colours: { primary: '#f4efe6', secondary: '#f3d9c4', accent: '#c1440e' },
    motif: 'dots',
    style: 'pocket',
  },
  {
    slug: 'afrobeat-night-tee',
    name: 'Afrobeat Night Tee',
    description:
      'A black tee with a gold chevron print, for long nights of Afrobeat and highlife at the live-music spots of Ikeja. Made from 180gsm cotton in a relaxed fit with a slightly longer back hem. Machine wash cold inside out and do not iron the print.',
    naira: 11000,
    category: 'T-Shirt',
    sizes: APPAREL_S_XXL,
    bestseller: false,
    addedDaysAgo: 136,
    colours: { primary: '#1a1a1a', secondary: '#f2b134', accent: '#e63946' },
    motif: 'chevrons',
    style: 'crew',
  },
  {
    slug: 'idanre-hills-heavyweight-tee',
    name: 'Idanre Hills Heavyweight Tee',
    description:
      'A heavyweight 260gsm cotton tee in a sage green taken from the Idanre Hills of Ondo State, with a tonal dot print. A boxy fit with dropped shoulders and a thick ribbed neck that holds its shape. Machine wash cold and dry flat.',
    naira: 14000,
    category: 'T-Shirt',
    sizes: APPAREL_M_XXL,
    bestseller: false,
    addedDaysAgo: 162,
    colours: { primary: '#7d8b6a', secondary: '#96a383', accent: '#3f4a32' },
    motif: 'dots',
    style: 'crew',
  },

  // Sunglasses
  {
    slug: 'danfo-yellow-shades',
    name: 'Danfo Yellow Shades',
    description:
      'Chunky acetate frames in the unmistakable yellow of a Lagos danfo, with dark grey polarised lenses that cut the glare off the lagoon. UV400 protection, sturdy five-barrel hinges and a soft pouch in the box. Wipe the lenses with the microfibre cloth, never your shirt.',
    naira: 15000,
    category: 'Sunglasses',
    sizes: ONE_SIZE,
    bestseller: true,
    addedDaysAgo: 8,
    colours: { primary: '#f2c12e', secondary: '#2b2b2b', accent: '#1a1a1a' },
    motif: 'plain',
    style: 'wayfarer',
  },
  {
    slug: 'tortoise-aviators',
    name: 'Tortoise Aviators',
    description:
      'Gold-tone stainless steel aviators with tortoiseshell-effect acetate brow and temple tips, and green polarised glass lenses. Adjustable nose pads and spring hinges keep them comfortable through a long Abuja afternoon, and they come with a hard case. UV400 protection.',
    naira: 38000,
    category: 'Sunglasses',
    sizes: ONE_SIZE,
    bestseller: false,
    addedDaysAgo: 36,
    colours: { primary: '#7a4a22', secondary: '#3d5a3f', accent: '#c9a55c' },
    motif: 'dots',
    style: 'aviator',
  },
  {
    slug: 'lagoon-round-sunglasses',
    name: 'Lagoon Round Sunglasses',
    description:
      'Round acetate frames in deep lagoon blue, with blue-tinted lenses the colour of Lagos Lagoon at noon. Lightweight, with metal-core temples and UV400 protection. Clean with lukewarm water and the cloth in the box.',
    naira: 18500,
    category: 'Sunglasses',
    sizes: ONE_SIZE,
    bestseller: true,
    addedDaysAgo: 75,
    colours: { primary: '#1f3b4d', secondary: '#3f86a3', accent: '#c9a55c' },
    motif: 'plain',
    style: 'round',
  },
  {
    slug: 'harmattan-haze-wraparounds',
    name: 'Harmattan Haze Wraparounds',
    description:
      'Sporty wraparound shades with a single amber shield lens that sharpens contrast in the dusty haze of harmattan. The flexible frame grips without pinching, good for cycling or the long drive up to Kaduna. UV400 protection; rinse off the dust before wiping.',
    naira: 22000,
    category: 'Sunglasses',
    sizes: ONE_SIZE,
    bestseller: false,
    addedDaysAgo: 101,
    colours: { primary: '#d9c3a0', secondary: '#b5651d', accent: '#3a2a1a' },
    motif: 'plain',
    style: 'wrap',
  },
  {
    slug: 'ikoyi-cat-eye-sunglasses',
    name: 'Ikoyi Cat-Eye Sunglasses',
    description:
      'Bold cat-eye frames in glossy burgundy acetate with gold-tone hinge studs, for rooftop evenings in Ikoyi. Gradient grey lenses, UV400 protection and a fitted hard case. Keep them in the case to keep the lenses free of scratches.',
    naira: 27500,
    category: 'Sunglasses',
    sizes: ONE_SIZE,
    bestseller: false,
    addedDaysAgo: 130,
    colours: { primary: '#8e1b3a', secondary: '#3a2a2e', accent: '#d4af37' },
    motif: 'plain',
    style: 'cat-eye',
  },
  {
    slug: 'sokoto-square-sunglasses',
    name: 'Sokoto Square Sunglasses',
    description:
      'Simple square black frames with smoke lenses, made for the bright skies of the far north around Sokoto. Lightweight recycled acetate, UV400 protection and sturdy metal hinges at an easy everyday price. Wipe clean with the cloth included.',
    naira: 12500,
    category: 'Sunglasses',
    sizes: ONE_SIZE,
    bestseller: false,
    addedDaysAgo: 158,
    colours: { primary: '#1c1c1c', secondary: '#4f4f4f', accent: '#c0c0c0' },
    motif: 'plain',
    style: 'square',
  },
  {
    slug: 'obudu-browline-sunglasses',
    name: 'Obudu Browline Sunglasses',
    description:
      'Hand-polished tortoise acetate brows over a gold titanium rim, with green mineral glass lenses for clear, natural colour on a trip up to the Obudu hills. Adjustable nose pads and a leather case make them a pair to keep for years. UV400 protection.',
    naira: 44000,
    category: 'Sunglasses',
    sizes: ONE_SIZE,
    bestseller: false,
    addedDaysAgo: 178,
    colours: { primary: '#3b2a1e', secondary: '#2f4a3a', accent: '#c9a55c' },
    motif: 'dots',
    style: 'browline',
  },
]

/** The launch range: 56 products, 7 in each of the 8 categories. */
export const SEED_PRODUCTS: readonly SeedProduct[] = ENTRIES.map(({ naira, ...entry }) => ({
  ...entry,
  // Copy the shared size lists so no two products hold the same array.
  sizes: [...entry.sizes],
  priceKobo: nairaToKobo(naira),
  images: [`/images/products/${entry.slug}-1.svg`, `/images/products/${entry.slug}-2.svg`],
}))
