import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { BRAND } from '@vip/contracts/brand';
import { InfoBreadcrumb } from './info-breadcrumb';

const { Title, Paragraph } = Typography;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginTop: 32 }}>
      <Title level={2}>{title}</Title>
      {children}
    </section>
  );
}

export function PrivacyPage() {
  return (
    <article style={{ maxWidth: 880, margin: '0 auto', padding: '24px 16px 48px' }}>
      <InfoBreadcrumb page="Privacy Policy" />
      <Title level={1}>Privacy Policy</Title>
      <Paragraph type="secondary">Last updated: {BRAND.policiesLastUpdated}</Paragraph>
      <Paragraph>
        {BRAND.legalName} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) operates {BRAND.productName} and arranges VIP airport
        assistance that is delivered by independent local suppliers. This Privacy Policy explains what personal
        information we collect when you use our website or book our services, how we use and share it, and the choices
        and rights you have.
      </Paragraph>

      <Section title="1. Information We Collect">
        <Paragraph>
          We collect the information you give us when you search for services, request a quote or booking, or contact
          us: your name, e-mail address and telephone number; the names of the travelers you book for; flight numbers,
          dates and times; the number of adults and children traveling; agency or company details if you book on behalf
          of others; and any special requests, which may include accessibility or other needs you choose to tell us
          about.
        </Paragraph>
        <Paragraph>
          We also collect technical information automatically when you use the website, such as your IP address, browser
          and device type, the pages you visit and the time of your visit.
        </Paragraph>
      </Section>

      <Section title="2. How We Use Your Information">
        <Paragraph>
          We use your information to process your booking requests, check availability with local suppliers, confirm
          bookings, send invoices, reconfirm services and coordinate them on the day, and to respond to your questions.
          We also use it to send service-related e-mail notifications, to improve our website and services, to prevent
          fraud and to comply with our legal obligations.
        </Paragraph>
        <Paragraph>
          Where the EU or UK General Data Protection Regulation (GDPR) applies, we rely on the following legal bases:
          performance of a contract with you, our legitimate interests in running and improving our business, compliance
          with legal obligations, and your consent where we ask for it, for example for marketing cookies.
        </Paragraph>
      </Section>

      <Section title="3. Sharing With Service Suppliers">
        <Paragraph>
          Because our services are delivered by independent local suppliers, we share with the supplier at your airport
          the information needed to deliver the service, such as traveler names, flight details, the contact telephone
          number and any special requests. The supplier&apos;s staff, including greeters and drivers, use this
          information only to provide your service.
        </Paragraph>
        <Paragraph>
          We also share information with service providers that support our business, such as hosting and e-mail
          delivery providers, under contracts that require them to protect it, and with authorities where required by
          law. We do not sell your personal information.
        </Paragraph>
      </Section>

      <Section title="4. Payments">
        <Paragraph>
          Payments are handled by third-party payment processors, such as Square, through their own secure hosted pages.
          Your card details are entered directly with the processor; we do not receive or store card numbers or other
          payment details. We keep only a record of the invoice, the amount and whether it has been paid. The
          processor&apos;s own privacy policy applies to the information you give it.
        </Paragraph>
      </Section>

      <Section title="5. Cookies">
        <Paragraph>
          We use cookies and similar browser storage that are necessary for the website to work, for example to keep
          your quote while you browse and to remember your preferences. You can block or delete cookies in your browser
          settings, although some parts of the website may then not work correctly.
        </Paragraph>
      </Section>

      <Section title="6. Analytics and Remarketing">
        <Paragraph>
          We use analytics tools to understand how visitors use our website so that we can improve it. We may also use
          remarketing and advertising cookies, which allow us and our advertising partners to show you relevant
          advertisements on other websites after you have visited ours.
        </Paragraph>
        <Paragraph>
          Where required by law we ask for your consent before setting these cookies. You can opt out at any time
          through your browser settings or the opt-out tools offered by the advertising providers.
        </Paragraph>
      </Section>

      <Section title="7. Data Retention">
        <Paragraph>
          We keep booking records for as long as needed to deliver the service and to meet our legal, tax and accounting
          obligations, after which they are deleted or anonymised. A quote kept in your browser is cleared after a
          period of inactivity.
        </Paragraph>
      </Section>

      <Section title="8. Data Security">
        <Paragraph>
          We protect your information with appropriate technical and organisational measures, including encrypted
          connections and access limited to the staff and suppliers who need it. No method of transmission or storage is
          completely secure, but we work to protect your information and review our measures regularly.
        </Paragraph>
      </Section>

      <Section title="9. Your Rights">
        <Paragraph>
          Depending on where you live, you have rights over your personal information. Under the GDPR you have the right
          to:
        </Paragraph>
        <ul>
          <li>access the personal information we hold about you;</li>
          <li>rectification of inaccurate or incomplete information;</li>
          <li>erasure of your information;</li>
          <li>restriction of how we process it;</li>
          <li>data portability, receiving your information in a commonly used format;</li>
          <li>object to processing based on our legitimate interests or for direct marketing;</li>
          <li>withdraw your consent at any time, where we rely on consent;</li>
          <li>lodge a complaint with a supervisory authority.</li>
        </ul>
        <Paragraph>
          To exercise any of these rights, e-mail us at {BRAND.supportEmail}. We will respond within one month and may
          ask you to verify your identity.
        </Paragraph>
      </Section>

      <Section title="10. International Transfers">
        <Paragraph>
          Our services are delivered at airports around the world, so your information may be transferred to suppliers
          in the country where your service takes place and to the United States, where we are based. Where we transfer
          personal information out of the European Economic Area or the United Kingdom, we use appropriate safeguards
          such as standard contractual clauses.
        </Paragraph>
      </Section>

      <Section title="11. Children's Privacy">
        <Paragraph>
          Our website and services are not directed at children under 18, and we do not knowingly collect personal
          information directly from children under 18. Bookings must be made by an adult, who may provide the names of
          children traveling with them. If you believe a child has given us personal information, please contact us and
          we will delete it.
        </Paragraph>
      </Section>

      <Section title="12. Changes to This Policy">
        <Paragraph>
          We may update this Privacy Policy from time to time. The date at the top of this page shows when it was last
          updated, and significant changes will be highlighted on our website.
        </Paragraph>
      </Section>

      <Section title="13. Contact Us">
        <Paragraph>
          For any question about this Privacy Policy or your personal information, contact {BRAND.legalName}:
        </Paragraph>
        <Paragraph>
          E-mail: <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>
          <br />
          Telephone: <a href={BRAND.supportPhoneHref}>{BRAND.supportPhone}</a>
        </Paragraph>
      </Section>
    </article>
  );
}
