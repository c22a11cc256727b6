import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { REVIEW_EDIT_DAYS } from '@giglane/contract/order-values';
import { REPORT_REASONS, reportReasonLabels } from '@giglane/contract/report-values';
import { formatCents } from '@giglane/contract/payment-values';
import type { PaymentSettings } from '@giglane/contract/payments';
import type { MarketplaceSettings } from '@giglane/contract/settings';
import { TestModeNotice } from '../../../components/money';
import { fileSize } from '../../../lib/file-size';
import type { RulesPageName } from '@giglane/contract/page-heads';
import { spokenDuration } from '../../../lib/dates';
import { spokenPercent } from '../rules-pages';

/** What the pages are written from: the server's settings, so they change when the settings do. */
export type Rules = { market: MarketplaceSettings; money: PaymentSettings };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/** What the buyer pays on top of the price, in a sentence. */
function BuyerFees({ money }: { money: PaymentSettings }) {
  return (
    <>
      a service fee of {spokenPercent(money.serviceFeePercent)} of the price
      {money.smallOrderFee > 0 && (
        <>
          , plus {formatCents(money.smallOrderFee)} on orders under{' '}
          {formatCents(money.smallOrderBelow)}
        </>
      )}
    </>
  );
}

/** How the buyer pays, as this server is configured. */
function HowPaying({ money }: { money: PaymentSettings }) {
  if (money.mode === 'off')
    return (
      <p>
        This marketplace takes no payments: the order page says so, and payment is arranged with the
        seller.
      </p>
    );
  return (
    <>
      <p>
        You pay Giglane when you place the order: the package&apos;s price and{' '}
        <BuyerFees money={money} />. The checkout shows every line before you confirm. Giglane holds
        the money while the work is done and pays the seller only once the order is completed.
      </p>
      <TestModeNotice mode={money.mode} notice={money.notice}>
        <p className="mt-1">
          This marketplace runs the built-in test processor: it accepts only its documented test
          card numbers and keeps nothing of a card but its brand and last four digits.
        </p>
      </TestModeNotice>
    </>
  );
}

function Cancelling({ market, money }: Rules) {
  return (
    <>
      <p>
        A buyer may cancel an order, with a reason, while it waits for their requirements, and at
        once, without the seller, when it is late: past its due date with nothing delivered. A
        seller may cancel an order until they deliver it. Once the work is delivered, only a Giglane
        admin can cancel it.
      </p>
      <p>
        While the work is under way, either of you may ask the other to cancel it together, with a
        reason, from the order page. The other accepts or declines; a request nobody answers within{' '}
        {spokenDuration(market.cancellationAnswerSeconds)} is accepted, and the order is cancelled.
        One request is open at a time, and a delivery closes it.
      </p>
      <p>
        A seller who needs more time asks the buyer for more days, with a reason. If the buyer
        accepts, the due date moves by those days and the timeline shows the new one; if the buyer
        declines or does not answer, it stays as it was.
      </p>
      <p>
        When you cannot agree, either of you may open a dispute, with a reason, once a request to
        cancel was declined; a buyer may also dispute a delivery that is not what was ordered. The
        order is then on hold: nothing is delivered, accepted or asked, and a delivery does not
        complete on its own. A Giglane admin reads the order, its messages and its deliveries and
        decides: the order is released to the seller{money.mode !== 'off' && ', who is paid'}, or
        the buyer is refunded in full or in part. Both of you are told, in the app and by e-mail,
        and the written decision stays on the order page. Messages still go through meanwhile.
      </p>
      {money.mode !== 'off' && (
        <p>
          A cancelled order&apos;s payment is refunded to the card it came from, in full; after a
          delivery an admin may refund part of it instead. The order page and your billing history
          show each refund.
        </p>
      )}
    </>
  );
}

function Reviewing({ market }: { market: MarketplaceSettings }) {
  const window = spokenDuration(market.reviewWindowSeconds);
  return (
    <>
      <p>
        {market.reviews === 'orders'
          ? 'Only a buyer whose order of a gig is completed may review it, once per order. '
          : 'Anyone signed in may comment on a gig from its page, but only a review from a completed order counts in a gig’s or a seller’s rating: a comment from someone who never completed an order of the gig is shown as a comment and moves no rating. A buyer reviews each completed order once, from the order page, and those reviews carry a Verified order badge. '}
        A review written from an order can be edited until it is published (for at most{' '}
        {REVIEW_EDIT_DAYS} days): once the other side can read it, it is final. Its seller may reply
        to it once.
      </p>
      <p>
        Reviews go both ways: after an order is completed, the seller reviews the buyer too. Neither
        sees the other’s review until both have written theirs, or until {window} after completion
        have passed; then both are published together. A buyer’s profile shows the reviews sellers
        gave them.
      </p>
    </>
  );
}

/** The seller levels' table, as the server computes levels. */
function SellerLevels({ market }: { market: MarketplaceSettings }) {
  return (
    // Wider than a phone: the table scrolls sideways, reachable by keyboard as a named region.
    <div
      role="region"
      aria-label="Seller levels"
      tabIndex={0}
      className="overflow-x-auto rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">What each seller level asks</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-900">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Level
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Completed orders
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              On time
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Rating
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Answers within
            </th>
            <th scope="col" className="py-2 font-semibold">
              Account age
            </th>
          </tr>
        </thead>
        <tbody>
          {market.sellerLevels.map((level) => (
            <tr key={level.level} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-3 font-semibold text-slate-900">
                {level.name}
              </th>
              <td className="py-2 pr-3">{level.completedOrders}+</td>
              <td className="py-2 pr-3">{Math.round(level.onTimeRate * 100)}%+</td>
              <td className="py-2 pr-3">{level.rating.toFixed(1)}+</td>
              <td className="py-2 pr-3">{level.responseHours} hours</td>
              <td className="py-2">{level.accountAgeDays} days</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HelpPage({ market, money }: Rules) {
  const completesAfter = spokenDuration(market.autoCompleteAfterSeconds);
  return (
    <>
      <Section title="Ordering">
        <p>
          Every gig offers up to three packages (Basic, Standard and Premium), each with its own
          price, delivery time and number of revisions. Pick one and select Continue to open the
          checkout. The checkout shows the price you will pay; if the seller changes it before you
          confirm, you are shown the new figures and asked again.
        </p>
        <HowPaying money={money} />
      </Section>
      <Section title="Requirements and the due date">
        <p>
          When a gig asks questions, the order starts once you answer them; a gig that asks none
          starts at once. The delivery time counts from the start, and the order page shows the due
          date to both of you. An order past its due date shows as Late to both sides, in their Late
          tabs, until the seller delivers.
        </p>
      </Section>
      <Section title="Delivery, revisions and acceptance">
        <p>
          The seller delivers with a message and files of up to{' '}
          {fileSize(market.maxDeliveryFileBytes)} each. You then accept the work, or ask for a
          revision with a note while the package has revisions left. A delivery you leave alone is
          accepted for you {completesAfter} after it arrives: the order page shows when.
        </p>
      </Section>
      <Section title="Cancellation">
        <Cancelling market={market} money={money} />
      </Section>
      <Section title="Reviews">
        <Reviewing market={market} />
      </Section>
      {money.mode !== 'off' && (
        <Section title="Payments for sellers">
          <SellerMoney money={money} />
        </Section>
      )}
      <Section title="Messages">
        <p>
          Buyer and seller talk in the order&apos;s own thread and in your{' '}
          <Link to={pagePaths.inbox()} className={linkClass}>
            Inbox
          </Link>
          , in real time, with files. You can block a person from a conversation; they can then no
          longer write to you there.
        </p>
      </Section>
    </>
  );
}

function SellerMoney({ money }: { money: PaymentSettings }) {
  return (
    <p>
      Giglane keeps a commission of {spokenPercent(money.commissionPercent)} of each order&apos;s
      price; the rest is yours. Your earnings become available{' '}
      {spokenDuration(money.clearingDays * 86_400)} after the order is completed, and you can
      withdraw them from Earnings once they reach {formatCents(money.withdrawalMinimum)}.
      {money.mode === 'stripe' &&
        ' Payouts go to the bank account you set up with Stripe from the Earnings page.'}
    </p>
  );
}

function BuyingPage({ market, money }: Rules) {
  return (
    <>
      <Section title="1. Find the right gig">
        <p>
          Search by what you need, or browse the categories in the menu. Each gig page shows the
          seller, their reviews, what each package includes and its delivery time;{' '}
          <em>Compare packages</em> puts them side by side.
        </p>
      </Section>
      <Section title="2. Order and pay">
        <HowPaying money={money} />
      </Section>
      <Section title="3. Tell the seller what you need">
        <p>
          Answer the seller&apos;s questions on the order page; the work and its due date start from
          your answers. Anything else goes in the order&apos;s thread.
        </p>
      </Section>
      <Section title="4. Review the delivery">
        <p>
          Accept the work, or ask for a revision while the package has some left. If you do nothing,
          the delivery is accepted {spokenDuration(market.autoCompleteAfterSeconds)} after it
          arrives.
        </p>
      </Section>
      <Section title="5. Leave a review">
        <Reviewing market={market} />
      </Section>
      <Section title="If something goes wrong">
        <Cancelling market={market} money={money} />
        <p>
          Your{' '}
          <Link to={pagePaths.buyerOrders()} className={linkClass}>
            orders
          </Link>{' '}
          list has a Late tab for orders past their due date.
        </p>
      </Section>
    </>
  );
}

function SellingPage({ market, money }: Rules) {
  return (
    <>
      <Section title="1. Become a seller">
        <p>
          Sign up, then open{' '}
          <Link to={pagePaths.becomeSeller()} className={linkClass}>
            Become a seller
          </Link>
          : your name, a line on what you do, your skills and languages. Your seller page is public
          as soon as you save.
        </p>
      </Section>
      <Section title="2. Create your gigs">
        <p>
          The gig editor takes you through the overview, up to three packages with their own price,
          delivery time and revisions, the description with its questions for buyers, the gallery
          and publishing. A gig is listed in search once it is published with a picture.
        </p>
      </Section>
      <Section title="3. Work on orders">
        <p>
          New orders arrive in your dashboard&apos;s Orders, and you are notified at once. Deliver
          before the due date: an order past it shows as Late to you and your buyer. You may cancel
          an order until you deliver it.
        </p>
      </Section>
      <Section title="4. Get paid">
        {money.mode === 'off' ? (
          <p>This marketplace takes no payments: you arrange payment with your buyers.</p>
        ) : (
          <SellerMoney money={money} />
        )}
      </Section>
      <Section title="5. Build your reputation">
        <p>
          Buyers review completed orders, and you may reply to each review once. Reviews and your
          rating show on your gigs and on your seller page.
        </p>
        <Reviewing market={market} />
        <p>
          Your seller level is computed from your record, recomputed regularly and after each
          completed order: completed orders, the share delivered on time, your rating, how fast you
          answer a buyer’s first message (not held against you before anyone writes), and how long
          you have been on Giglane. Each level asks all of the following, and your dashboard shows
          your progress towards the next.
        </p>
        <SellerLevels market={market} />
      </Section>
    </>
  );
}

function TrustAndSafetyPage({ market, money }: Rules) {
  return (
    <>
      <Section title="Your account">
        <p>
          Passwords are stored only as argon2id hashes, never as they were typed. Sign-in attempts
          are rate-limited. Changing your password, or choosing Sign out everywhere, ends every
          other session at once, live connections included.
        </p>
      </Section>
      <Section title="Your money">
        {money.mode === 'off' ? (
          <p>This marketplace takes no payments: no card details are ever asked for.</p>
        ) : (
          <p>
            Buyers pay Giglane, not the seller: the money is held while the work is done, refunded
            if the order is cancelled, and released to the seller only when the order is completed.
            Every amount is recorded in a double-entry ledger that an admin can reconcile.{' '}
            {money.mode === 'stripe'
              ? 'Card details are entered in Stripe’s own form and never reach Giglane.'
              : 'Of a card, Giglane keeps only its brand and last four digits.'}
          </p>
        )}
      </Section>
      <Section title="Your files and conversations">
        <p>
          Files sent in an order or a conversation are served only to its members and to Giglane
          admins, through their session or a download link that expires after an hour. Location and
          personal data are removed from pictures sent in messages. A block stops a person from
          writing to you in that conversation, and neither of you can order from the other while it
          stands.
        </p>
      </Section>
      <Section title="Reporting a problem">
        <p>
          A Report button sits on every gig page, seller page and buyer profile, under every review
          on them (a buyer&apos;s of a gig, or a seller&apos;s of a buyer), and beside every message
          someone sends you. Choose what is wrong and add anything we should know; the person you
          report is not told who reported them. You can have one open report of the same thing at a
          time. The reasons are:
        </p>
        <ul className="list-disc space-y-1 pl-5">
          {REPORT_REASONS.map((reason) => (
            <li key={reason}>{reportReasonLabels[reason]}</li>
          ))}
        </ul>
        <p>
          Giglane admins see every report in their Reports queue, grouped by what was reported. They
          can hide a gig from search and orders, remove a message or a review, suspend an account,
          or dismiss the reports when nothing is wrong. Every action is recorded with the admin who
          took it, when, and why.
        </p>
        <p>
          A suspended account is signed out everywhere at once. It cannot sign in (the reason is
          shown when it tries), sell, take orders or send messages, and its gigs and seller page
          leave the marketplace until an admin restores it. Its orders already placed stay on their
          pages, where an admin can cancel and refund them.
        </p>
      </Section>
      <Section title="Appealing a decision">
        <p>
          If an admin hid your gig or suspended your account and you think they were wrong, you can
          appeal once per decision, in your own words. A hidden gig&apos;s notice and e-mail open
          its appeal page. A suspended account cannot sign in, so it appeals on the{' '}
          <Link to={pagePaths.appeal()} className="font-semibold text-brand-700 hover:underline">
            appeal page
          </Link>{' '}
          with its e-mail and password, which the refused sign-in and the suspension e-mail link to.
        </p>
        <p>
          An admin reads every appeal and either takes the decision back (the gig is shown again, or
          the account restored) or declines the appeal; either way you get their answer by e-mail. A
          removed message or review cannot be restored, so its removal is final.
        </p>
      </Section>
      <Section title="Ratings you can trust">
        <Reviewing market={market} />
        <p>
          A gig with orders is never deleted, only archived, so its orders and their reviews stay
          for the people who made them.
        </p>
      </Section>
    </>
  );
}

function TermsPage({ market, money }: Rules) {
  return (
    <>
      <p className="text-slate-700">
        Giglane is open-source software; these are its standard terms. Whoever runs this site may
        publish their own, which then replace them.
      </p>
      <Section title="1. Accounts">
        <p>
          You need an account to order, sell or write messages and reviews. Keep your password to
          yourself; you are responsible for what is done with your account. Giglane admins may
          remove gigs, reviews and accounts that break these terms.
        </p>
      </Section>
      <Section title="2. Orders">
        <p>
          An order is an agreement between a buyer and a seller for the package the buyer chose, at
          the price shown at checkout. The seller delivers the work described by the package by its
          due date; the buyer answers the seller&apos;s requirements and accepts the work or asks
          for a revision the package allows. A delivery left alone is accepted{' '}
          {spokenDuration(market.autoCompleteAfterSeconds)} after it arrives.
        </p>
      </Section>
      <Section title="3. Fees and payment">
        {money.mode === 'off' ? (
          <p>This site takes no payments and charges no fees: buyers pay sellers directly.</p>
        ) : (
          <p>
            Buyers pay Giglane the price and <BuyerFees money={money} />. Giglane keeps a commission
            of {spokenPercent(money.commissionPercent)} of the price and pays the rest to the seller
            once the order is completed and {spokenDuration(money.clearingDays * 86_400)} have
            passed. Prices are in US dollars.
          </p>
        )}
      </Section>
      <Section title="4. Cancellations and refunds">
        <Cancelling market={market} money={money} />
      </Section>
      <Section title="5. The work and its rights">
        <p>
          Unless the gig says otherwise, the rights to delivered work pass to the buyer once the
          order is completed{money.mode === 'off' ? '' : ' and paid'}. Sellers deliver only work
          they have the right to sell.
        </p>
      </Section>
      <Section title="6. What is not allowed">
        <p>
          Fraud, harassment, spam, reviews of your own gigs, asking to be paid outside Giglane where
          it takes payments, and anything unlawful.
        </p>
      </Section>
      <Section title="7. Liability">
        <p>
          Giglane provides the marketplace as it is. Sellers are responsible for their work and
          buyers for what they ask; Giglane is not a party to the work itself.
        </p>
      </Section>
    </>
  );
}

function PrivacyPage({ money }: Rules) {
  return (
    <>
      <Section title="What Giglane keeps">
        <p>
          Your name, e-mail address and password hash; your profile and, as a seller, your gigs;
          your orders, their requirements, deliveries and files; your messages and reviews.{' '}
          {money.mode === 'off'
            ? 'No payment details.'
            : money.mode === 'stripe'
              ? 'Payments are taken by Stripe, which keeps the card details; Giglane keeps the amounts and the card’s brand and last four digits.'
              : 'Of a card, only its brand and last four digits, with the amounts paid and refunded.'}
        </p>
      </Section>
      <Section title="Who sees it">
        <p>
          Your profile, gigs and reviews are public. An order, its thread and its files are seen
          only by its buyer, its seller and Giglane admins; a conversation only by its two members
          and admins. Your e-mail address is never shown to other users.
        </p>
      </Section>
      <Section title="In your browser">
        <p>
          Your session is kept in your browser&apos;s local storage so that you stay signed in.
          Giglane sets no advertising or tracking cookies and runs no third-party analytics.
        </p>
      </Section>
      <Section title="Your choices">
        <p>
          You can change your profile at any time from your{' '}
          <Link to={pagePaths.profile()} className={linkClass}>
            profile
          </Link>
          , and sign out everywhere from the same page. Giglane admins delete an account on request.
        </p>
      </Section>
    </>
  );
}

const PAGES: Record<RulesPageName, (rules: Rules) => ReactNode> = {
  help: HelpPage,
  buying: BuyingPage,
  selling: SellingPage,
  trustAndSafety: TrustAndSafetyPage,
  terms: TermsPage,
  privacy: PrivacyPage,
};

/** One rules page's text, written from the server's settings. */
export function RulesContent({ page, rules }: { page: RulesPageName; rules: Rules }) {
  const Page = PAGES[page];
  return <Page {...rules} />;
}
