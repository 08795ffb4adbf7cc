import type { ProseSection } from '@adire/ui'
import { SupportContacts } from './legal.tsx'

/** The Privacy Policy, section by section; the page adds the title and the contents. */
export const PRIVACY_POLICY_INTRO = (
  <p>
    This policy explains what personal data Adire collects when you shop with us, why we collect it,
    who we share it with and the rights you have over it under the Nigeria Data Protection Act 2023.
    We collect only what we need to run the store, and we never sell your data.
  </p>
)

export const PRIVACY_POLICY_SECTIONS: readonly ProseSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    content: (
      <p>
        Adire is an online clothing store run from our studio in Lagos, Nigeria. We decide how and
        why your personal data is used in our store, which makes us its data controller under the
        Nigeria Data Protection Act 2023 (“the Act”). You can reach us about anything in this policy
        through the details in the last section.
      </p>
    ),
  },
  {
    id: 'data-we-collect',
    heading: 'What data we collect',
    content: (
      <>
        <ul>
          <li>
            <strong>Your account:</strong> your name, e-mail address and password. We store the
            password only in a scrambled (hashed) form, so no one at Adire can read it.
          </li>
          <li>
            <strong>Your orders:</strong> the items, sizes and quantities you buy, the amounts,
            dates and status of your orders, and the payment reference that links each order to its
            payment.
          </li>
          <li>
            <strong>Your delivery address:</strong> your first and last name, e-mail address,
            street, city, state, postal code, country and phone number.
          </li>
          <li>
            <strong>Your address book:</strong> the delivery addresses you choose to save with your
            account, and which one checkout fills in.
          </li>
          <li>
            <strong>Your devices:</strong> for each device you are logged in on, the name of its
            browser and system (as “Chrome on Android”), when you logged in and when you last used
            it, so you can see them and log them out.
          </li>
          <li>
            <strong>Your payment:</strong> card payments are handled by Paystack. You enter your
            card details on Paystack’s secure payment window and your card number never reaches us.
            Paystack tells us only whether the payment succeeded, with its reference.
          </li>
          <li>
            <strong>Your messages:</strong> the name, e-mail address and message you send us through
            the contact form, by e-mail or by phone.
          </li>
          <li>
            <strong>Technical data:</strong> like every website, our servers record requests
            (including the IP address and browser they came from) to keep the store running and
            secure.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'why-we-use-it',
    heading: 'Why we use it, and on what lawful basis',
    content: (
      <>
        <p>The Act allows us to use personal data only when we have a lawful basis. Ours are:</p>
        <ul>
          <li>
            <strong>To perform our contract with you:</strong> to run your account, take payment,
            deliver your order, handle returns and refunds, and keep you informed about your orders.
          </li>
          <li>
            <strong>To meet our legal obligations:</strong> to keep the tax and accounting records
            Nigerian law requires, and to answer lawful requests from authorities.
          </li>
          <li>
            <strong>For our legitimate interests:</strong> to answer your messages, keep the store
            and your account secure, prevent fraud and fix problems, always weighed against your
            rights and interests.
          </li>
          <li>
            <strong>With your consent:</strong> we send marketing e-mails only if you ask for them,
            and you can withdraw your consent at any time.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    content: (
      <>
        <p>We share personal data only with those who need it to serve you:</p>
        <ul>
          <li>
            <strong>Paystack</strong>, our payment provider, which processes your card payment under
            its own privacy policy and the card industry’s security standard (PCI DSS).
          </li>
          <li>
            <strong>Our delivery partners</strong>, who receive your name, delivery address and
            phone number so they can bring your parcel to you.
          </li>
          <li>
            <strong>Service providers</strong> that host our store and e-mail, who act only on our
            instructions and must keep your data confidential and secure.
          </li>
          <li>
            <strong>Authorities</strong>, when the law requires us to, for example a court order.
          </li>
        </ul>
        <p>
          Some of these providers may process data outside Nigeria. When they do, we make sure your
          data stays protected as the Act requires.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    content: (
      <ul>
        <li>
          Your account, saved addresses and devices: for as long as the account is open. When you
          delete it, we erase them at once.
        </li>
        <li>
          Orders and payment records: for as long as Nigerian tax and accounting law requires us to
          keep them, generally six years. When you delete your account, we keep your orders for that
          time with your name, e-mail address, phone number and delivery address removed.
        </li>
        <li>Messages you send us: up to two years after we have answered them.</li>
        <li>Server logs: up to 30 days, unless we need them to investigate a security problem.</li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    content: (
      <>
        <p>Under the Nigeria Data Protection Act 2023 you have the right to:</p>
        <ul>
          <li>be told how your data is used, as this policy does</li>
          <li>
            <strong>access</strong> your data and receive a copy of it
          </li>
          <li>
            have inaccurate or incomplete data <strong>corrected</strong>
          </li>
          <li>
            have your data <strong>deleted</strong> when we no longer need it or you withdraw your
            consent
          </li>
          <li>
            <strong>object</strong> to our use of your data, or ask us to restrict it
          </li>
          <li>
            receive the data you gave us in a common, machine-readable format and have it sent to
            another organisation (<strong>data portability</strong>)
          </li>
          <li>withdraw your consent at any time, where we rely on it</li>
        </ul>
        <p>
          You can use two of them yourself, at any time, on the <strong>My account</strong> page
          once logged in: <strong>Download my data</strong> saves a copy of your account, saved
          addresses, orders and payments, and the messages you sent us through the contact form, as
          a file any computer can read (JSON); <strong>Delete my account</strong> erases your
          account, addresses and messages and logs you out everywhere, keeping only your orders for
          our accounts, without your name, e-mail address, phone number or address. The same e-mail
          address can open a new account afterwards.
        </p>
        <p>
          To use any of the other rights, contact us. We answer within one month and do not charge
          for it. If you are not satisfied with our answer, you can{' '}
          <strong>complain to the Nigeria Data Protection Commission</strong> (NDPC), the regulator
          that enforces the Act.
        </p>
      </>
    ),
  },
  {
    id: 'cookies-and-local-storage',
    heading: 'Cookies and local storage',
    content: (
      <>
        <p>
          We do not use advertising or tracking cookies. To make the store work, we keep a few small
          items in your browser’s local storage, on your own device:
        </p>
        <ul>
          <li>
            <code>token</code>: keeps you logged in until you log out, for a week without a visit
            and a month at most
          </li>
          <li>
            <code>cartItems</code>: the contents of your cart, so it is still there when you come
            back, and <code>cartUnsaved</code>: while you are logged in, your latest changes to it,
            kept only until our server has them
          </li>
          <li>
            <code>guestId</code>: a random number that names your cart while you shop without an
            account, and <code>cartHandover</code>: that cart on its way into your account when you
            log in, kept only until our server has it
          </li>
          <li>
            <code>lastAddress</code>: the delivery address of your last order, offered again at
            checkout
          </li>
          <li>
            <code>theme</code>: whether you chose the light or the dark display
          </li>
        </ul>
        <p>
          Logging out removes your session and cart from this device (your cart stays in your
          account for your next visit). You can delete all of these items at any time in your
          browser’s settings.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'How we protect it',
    content: (
      <p>
        Our store is served only over encrypted connections (HTTPS). Passwords are stored hashed,
        card payments never pass through our systems, and only the people who need your data to
        serve you can see it. If a breach ever puts your data at risk, we will inform the Nigeria
        Data Protection Commission and, where the risk to you is high, you, as the Act requires.
      </p>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    content: (
      <p>
        Our store is for adults. You need to be 18 or older to create an account or place an order.
        If you believe a child has given us personal data, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    content: (
      <p>
        We update this policy when the way we use data changes. The date at the top shows when it
        last changed, and we tell account holders by e-mail about any important change.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact us',
    content: (
      <>
        <p>For any question about your data or this policy, or to use your rights:</p>
        <SupportContacts />
      </>
    ),
  },
]
