import { PAGE_ROUTES } from '@adire/contract'
import { Link, type ProseSection } from '@adire/ui'
import { SupportContacts } from './legal.tsx'

/** The Terms of Use, section by section; the page adds the title and the contents. */
export const TERMS_OF_USE_INTRO = (
  <p>
    These terms explain how buying from Adire works: what happens when you order, how you pay, how
    we deliver and how returns work. Please read them before you place an order. By using our store
    or placing an order, you agree to them.
  </p>
)

export const TERMS_OF_USE_SECTIONS: readonly ProseSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    content: (
      <>
        <p>
          Adire is an online clothing store run from our studio in Lagos, Nigeria. In these terms,
          “Adire”, “we”, “us” and “our” mean the business that runs this store, and “you” means the
          person using it or buying from it.
        </p>
        <p>You can reach us at any time through the details in the last section, “Contact us”.</p>
      </>
    ),
  },
  {
    id: 'orders',
    heading: 'Orders and acceptance',
    content: (
      <>
        <p>
          Adding an item to your cart does not reserve it. When you pay for your order, you are
          offering to buy the items in it. A contract between us is formed when your payment is
          confirmed and the order appears in <Link href={PAGE_ROUTES.orders}>My Orders</Link>.
        </p>
        <p>
          We may decline or cancel an order before it ships, for example when an item has sold out,
          when a price was shown wrongly because of an obvious error, or when we suspect fraud. If
          we do, we tell you and refund everything you paid for that order in full.
        </p>
        <p>
          Please check sizes and quantities before you pay. Product colours can look slightly
          different on different screens, and hand-dyed adire varies a little from piece to piece:
          that is part of its character, not a fault.
        </p>
      </>
    ),
  },
  {
    id: 'prices-and-payment',
    heading: 'Prices and payment',
    content: (
      <>
        <p>
          All prices are in Nigerian naira (₦) and include any value added tax that applies. Any
          delivery fee is shown at checkout before you pay. The price you pay is the one shown when
          you place your order.
        </p>
        <p>
          You pay by debit or credit card through Paystack, our payment provider. You enter your
          card details on Paystack’s secure payment window, not on our site, and your card number
          never reaches us. Your card is charged in full when you place the order. Other payment
          methods, such as PayPal or cash on delivery, are only available when checkout offers them.
        </p>
      </>
    ),
  },
  {
    id: 'delivery',
    heading: 'Delivery',
    content: (
      <>
        <p>
          We deliver to addresses across Nigeria through our delivery partners. Delivery times shown
          in the store are estimates: they depend on your location and can be affected by events
          outside our control, such as bad weather, road closures or public holidays. We let you
          know if your order will be noticeably late.
        </p>
        <p>
          Please make sure your delivery address and phone number are correct, because our delivery
          partners use them to reach you. You can change the address until the order ships by
          contacting us. The items become your responsibility once they are delivered to the address
          you gave us.
        </p>
      </>
    ),
  },
  {
    id: 'returns',
    heading: 'Returns and refunds',
    content: (
      <>
        <p>
          If you change your mind, you can return any item within 30 days of delivery, free of
          charge. Items must be unworn, unwashed and in their original condition, with their tags
          still attached.
        </p>
        <ul>
          <li>
            To start a return, <Link href={PAGE_ROUTES.contact}>contact us</Link> with your order
            number and the items you are sending back. We will tell you how to return them.
          </li>
          <li>
            Once the items reach us and we have checked them, we refund the price of the returned
            items to the card you paid with, usually within 10 working days.
          </li>
          <li>
            If an item arrives damaged, faulty or different from what you ordered, tell us as soon
            as you can and we will replace it or refund you, whether or not the tags are still on.
          </li>
        </ul>
        <p>
          This policy adds to, and does not take away, your rights as a consumer under Nigerian law,
          including the Federal Competition and Consumer Protection Act 2018.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    heading: 'Your account',
    content: (
      <>
        <p>
          You can shop as a guest, but you need an account to check out and to see your orders. When
          you create one, please give accurate details and keep your password to yourself: you are
          responsible for what is done with your account. Tell us straight away if you think someone
          else has used it.
        </p>
        <p>
          You can ask us to close your account at any time. We may suspend or close an account that
          is used in breach of these terms, and we will tell you why.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    content: (
      <>
        <p>When you use our store, you agree not to:</p>
        <ul>
          <li>use it for anything unlawful, fraudulent or harmful</li>
          <li>place orders with payment details you are not authorised to use</li>
          <li>
            try to get into parts of the store, accounts or systems you are not meant to reach, or
            disrupt the store, for example by overloading it or sending malicious code
          </li>
          <li>copy large parts of the store with automated tools</li>
          <li>
            reuse our photographs, artwork, adire designs or text without our permission: they
            belong to us or to those who licensed them to us
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'liability',
    heading: 'Our liability',
    content: (
      <>
        <p>
          If we break these terms, we are responsible for loss or damage you suffer that is a
          foreseeable result of our failure, up to the amount you paid for the order concerned. We
          are not responsible for loss that was not foreseeable, or for business losses: our store
          is for personal use.
        </p>
        <p>
          Nothing in these terms limits our liability for death or personal injury caused by our
          negligence, for fraud, or for anything else that the law does not allow us to limit.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    content: (
      <p>
        We may update these terms from time to time, for example when we add a payment method or
        when the law changes. The date at the top shows when they last changed. The terms that apply
        to an order are the ones in force when you placed it.
      </p>
    ),
  },
  {
    id: 'governing-law',
    heading: 'Governing law',
    content: (
      <p>
        These terms are governed by the laws of the Federal Republic of Nigeria. If there is a
        disagreement, please contact us first: most problems can be solved quickly. If we cannot
        resolve it together, the courts of Nigeria will decide.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact us',
    content: (
      <>
        <p>Questions about these terms, an order or a return? We are happy to help:</p>
        <SupportContacts />
      </>
    ),
  },
]
