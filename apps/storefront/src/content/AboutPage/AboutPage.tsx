import { PAGE_ROUTES } from '@adire/contract'
import { buttonVariants, Container, Link, SectionTitle } from '@adire/ui'
import { usePageMeta } from '../../app/usePageMeta.ts'

/** docs/product.md §1: the three values of the about page. */
const VALUES = [
  {
    title: 'Sustainable style',
    text: 'We make in small batches and restock what sells, instead of filling warehouses with clothes nobody wears. We choose sturdy cotton that lasts well past one season, and we keep indigo, a plant dye, in our pots. The most sustainable clothes are the ones you keep wearing.',
  },
  {
    title: 'Inclusive fashion',
    text: 'Good clothes should fit every body and every budget. Most of our tops come in sizes S to XXL, our cuts are relaxed and comfortable, and our prices are set in naira for Nigerian pockets. Whoever you are, there is an Adire piece made for you.',
  },
  {
    title: 'Global trends',
    text: 'We watch what the world is wearing, from oversized streetwear and retro football jerseys to relaxed tailoring, and make it our own with Nigerian patterns, colours and names. Lagos is one of the world’s style capitals, and we dress like it.',
  },
] as const

export default function AboutPage() {
  usePageMeta('about')
  return (
    <Container className="py-10">
      <SectionTitle level={1} text1="ABOUT" text2="US" />

      <div className="grid items-center gap-10 lg:grid-cols-2">
        <section aria-labelledby="about-story" className="max-w-prose">
          <h2 id="about-story" className="font-display text-2xl font-semibold text-ink sm:text-3xl">
            Our story
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-muted">
            <p>
              Adire started in a small studio in Lagos, around a few pots of indigo dye. The name
              comes from the cloth we love most: <i lang="yo">adire</i>, the Yoruba word for indigo
              cloth patterned by resist-dyeing. Parts of the fabric are tied, stitched or painted
              with a starch paste so the dye cannot reach them, and when the cloth comes out of the
              indigo the pattern appears in pale lines and circles.
            </p>
            <p>
              We wanted that cloth in the clothes we wear every day: hoodies for harmattan mornings,
              jerseys for match nights, tees and shorts for long Lagos weekends. So we began to make
              them, with patterns inspired by adire and cuts made for Nigerian weather.
            </p>
            <p>
              Today Adire is an online store for shoppers all over Nigeria: head wear, hoodies,
              jerseys, pants, polos, shorts, t-shirts and sunglasses, priced in naira and delivered
              to your door.
            </p>
          </div>
        </section>
        <img
          src="/images/about/adire-studio.svg"
          alt="An illustration of indigo adire cloths drying on a line above the dye pots of a Lagos studio"
          width={640}
          height={480}
          // Below the story on phones, where most shoppers are; beside it on wide screens,
          // where a lazy image in view still loads at once.
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-card border border-line"
        />
      </div>

      <section
        aria-labelledby="about-mission"
        className="mt-16 rounded-card bg-surface-sunken px-6 py-10 sm:px-12 sm:text-center"
      >
        <h2 id="about-mission" className="font-display text-2xl font-semibold text-ink sm:text-3xl">
          Our mission
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-ink">
          To make everyday clothing that carries Nigerian craft with pride: well made, fairly priced
          in naira and easy to buy wherever you live in the country, with secure card payment,
          delivery to your door and free returns within 30 days.
        </p>
      </section>

      <section aria-labelledby="about-values" className="mt-16">
        <SectionTitle id="about-values" text1="OUR" text2="VALUES" />
        <ul className="grid gap-6 md:grid-cols-3">
          {VALUES.map((value) => (
            <li
              key={value.title}
              className="rounded-card border border-line bg-surface-raised p-6 shadow-sm"
            >
              <h3 className="font-display text-xl font-semibold text-ink">{value.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-16 text-center">
        <Link href={PAGE_ROUTES.collection} className={buttonVariants({ size: 'lg' })}>
          Explore the collection
        </Link>
      </div>
    </Container>
  )
}
