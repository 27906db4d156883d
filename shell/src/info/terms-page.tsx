import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { Link } from 'react-router';
import { BOOKING_RULES } from '@vip/contracts/booking-rules';
import { BRAND } from '@vip/contracts/brand';
import { InfoBreadcrumb } from './info-breadcrumb';

const { Title, Paragraph, Text } = Typography;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginTop: 32 }}>
      <Title level={2}>{title}</Title>
      {children}
    </section>
  );
}

export function TermsPage() {
  return (
    <article style={{ maxWidth: 880, margin: '0 auto', padding: '24px 16px 48px' }}>
      <InfoBreadcrumb page="Terms and Conditions" />
      <Title level={1}>Terms and Conditions</Title>
      <Paragraph type="secondary">Last updated: {BRAND.policiesLastUpdated}</Paragraph>
      <Paragraph>
        These Terms and Conditions govern every booking made with {BRAND.legalName} for services offered under the{' '}
        {BRAND.productName} name, whether made through this website, by e-mail or by telephone. Please read them
        carefully: by requesting a booking you agree to be bound by them.
      </Paragraph>

      <Section title="1. Definitions">
        <Paragraph>
          1.1 &ldquo;Company&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo; and &ldquo;our&rdquo; mean {BRAND.legalName}.
          &ldquo;Website&rdquo; means the {BRAND.productName} website and any booking channel we operate.
        </Paragraph>
        <Paragraph>
          1.2 &ldquo;Services&rdquo; means the VIP airport assistance services we arrange, including meet and greet,
          tarmac transfer with lounge access, private suite and related services such as porter assistance and
          chauffeured transfers.
        </Paragraph>
        <Paragraph>
          1.3 &ldquo;Supplier&rdquo; means the independent local service provider, together with its staff, that
          delivers the Services at the airport. The Company acts as an intermediary between you and the Supplier.
        </Paragraph>
        <Paragraph>
          1.4 &ldquo;Customer&rdquo;, &ldquo;you&rdquo; and &ldquo;your&rdquo; mean the person who requests a booking,
          whether for themselves or on behalf of others. &ldquo;Traveler&rdquo; means each person named in a booking who
          is to receive the Services. &ldquo;Booking&rdquo; means a request for Services that has been confirmed in
          accordance with clause 2.3.
        </Paragraph>
      </Section>

      <Section title="2. Booking">
        <Paragraph>
          2.1 Booking requests may be submitted through the Website, by e-mail or by telephone. Submitting a request
          does not by itself create a Booking: every request is subject to availability with the Supplier at the airport
          concerned. We recommend booking at least {BOOKING_RULES.recommendedLeadHours} hours before the scheduled
          service. Requests made at shorter notice are accepted where possible and may attract a surcharge; online
          requests cannot be made less than {BOOKING_RULES.onlineCutoffHours} hours before the flight, in which case
          please contact us directly.
        </Paragraph>
        <Paragraph>
          2.2 A standard booking covers 1-2 travelers. Additional travelers may be added for a supplementary fee, which
          is shown in your quote. Large groups should contact customer service so that adequate staffing can be
          arranged.
        </Paragraph>
        <Paragraph>
          2.3 A Booking is confirmed only once we have issued a confirmation e-mail setting out the service details.
          Until then, no contract for the Services exists between you and the Company.
        </Paragraph>
        <Paragraph>
          2.4 By requesting a booking you confirm that you are at least 18 years of age, that you have the legal
          authority to make the booking and to accept these Terms on behalf of every Traveler named in it, and that all
          information you provide is accurate and complete. If you book on behalf of others, for example as a travel
          agent or executive assistant, you are responsible for passing on the booking details and these Terms to each
          Traveler.
        </Paragraph>
        <Paragraph>
          2.5 You must provide correct flight details and inform us promptly of any change to them. We are not
          responsible for a failure to deliver the Services caused by inaccurate or incomplete information.
        </Paragraph>
      </Section>

      <Section title="3. Payment">
        <Paragraph>
          3.1 All prices are quoted in US dollars and include applicable taxes unless otherwise stated. The quoted price
          includes all service fees; supplements for additional travelers, porter service, last-minute or after-hours
          service are shown in your quote before you submit a request.
        </Paragraph>
        <Paragraph>
          3.2 No payment is taken on the Website when you submit a booking request, and we never ask you to enter card
          details on the Website. Once we have confirmed availability with the Supplier, we will send you an invoice by
          e-mail for the confirmed price.
        </Paragraph>
        <Paragraph>
          3.3 Invoices are payable by all major credit cards through Square&apos;s secure hosted invoice page. PayPal is
          available on request. Payment must be received by the due date stated on the invoice and in any event before
          the Services are delivered. Until payment is received, your booking shows payment as &lsquo;To be
          arranged&rsquo;, and we may release a Booking whose invoice remains unpaid after its due date.
        </Paragraph>
        <Paragraph>
          3.4 When an arrival and a departure service are booked together as a round trip, a 10% discount is applied
          automatically. Any charges made by your card issuer, such as currency conversion fees, are your
          responsibility.
        </Paragraph>
      </Section>

      <Section title="4. Service Delivery">
        <Paragraph>
          4.1 The Services are delivered by Suppliers that are independent of the Company. We select Suppliers with care
          and coordinate the Services on your behalf, but the Supplier is responsible for performing them on the day.
        </Paragraph>
        <Paragraph>
          4.2 The meeting point and the contact details of your concierge are provided before the service. We monitor
          flights and adjust the service to reasonable delays. Travelers must be at the agreed meeting point at the
          agreed time and carry valid travel documents at all times.
        </Paragraph>
        <Paragraph>
          4.3 Fast-track access through security, immigration or customs is not guaranteed and depends on the rules of
          each airport and its authorities. Decisions of airlines, airport operators, security, immigration and customs
          authorities are outside our control.
        </Paragraph>
        <Paragraph>
          4.4 The Supplier may, where necessary, substitute personnel, vehicles or facilities of an equivalent standard
          without this constituting a failure to deliver the Services.
        </Paragraph>
      </Section>

      <Section title="5. Cancellations and Refunds">
        <Paragraph>
          5.1 Cancellations must be sent to us in writing at {BRAND.supportEmail}. The time of cancellation is the time
          we receive your message, measured against the scheduled start of the service.
        </Paragraph>
        <Paragraph>
          5.2 Cancellations received more than {BOOKING_RULES.cancellationHours} hours before the scheduled service (or
          the cancellation deadline stated in your booking confirmation, where it differs) are free of charge.
        </Paragraph>
        <Paragraph>
          5.3 Cancellations received after that deadline but more than {BOOKING_RULES.noRefundHours} hours before the
          scheduled service are charged {BOOKING_RULES.lateCancellationChargePercent}% of the booking price.
        </Paragraph>
        <Paragraph>
          5.4 No refund is given for cancellations received within {BOOKING_RULES.noRefundHours} hours of the scheduled
          service, or where a Traveler does not attend the service.
        </Paragraph>
        <Paragraph>
          5.5 No refund is given where the service is ended because of a Traveler&apos;s misconduct, as described in
          section 7.
        </Paragraph>
        <Paragraph>
          5.6 Requests to change a Booking are handled subject to availability, and any difference in price will be
          invoiced or refunded accordingly. If we or the Supplier are unable to deliver a confirmed Booking, you will
          receive a full refund of the amount paid. Refunds are made to the original method of payment.
        </Paragraph>
      </Section>

      <Section title="6. Liability">
        <Paragraph>
          6.1 To the fullest extent permitted by law, our total liability to you in connection with any Booking, whether
          in contract, tort or otherwise, is limited to the amount paid for that Booking.
        </Paragraph>
        <Paragraph>
          6.2 We are not liable for indirect or consequential loss, or for loss arising from missed flights or
          connections, flight delays or cancellations, the acts or omissions of airlines, airport operators or
          government authorities, or events beyond our reasonable control, including severe weather, strikes, security
          incidents and public health measures.
        </Paragraph>
        <Paragraph>
          6.3 Travelers remain responsible for their personal belongings at all times. Nothing in these Terms excludes
          or limits any liability that cannot be excluded or limited under applicable law.
        </Paragraph>
      </Section>

      <Section title="7. Conduct">
        <Paragraph>
          7.1 Travelers must treat Supplier staff, airport personnel and other passengers with courtesy, and must comply
          with all airport, airline and government rules.
        </Paragraph>
        <Paragraph>
          7.2 The Supplier may refuse or end the service if a Traveler behaves in an abusive, threatening, intoxicated
          or unlawful manner, or in a way that endangers the safety of others. In that case no refund is given.
        </Paragraph>
        <Paragraph>
          7.3 The minimum age to make a booking is 18. Travelers under 18 must be accompanied by a parent, guardian or
          other responsible adult named in the Booking.
        </Paragraph>
      </Section>

      <Section title="8. Privacy">
        <Paragraph>
          8.1 We process personal information in accordance with our <Link to="/privacy">Privacy Policy</Link>, which
          forms part of these Terms.
        </Paragraph>
        <Paragraph>
          8.2 By making a booking you agree that we may share the information necessary to deliver the Services, such as
          Traveler names, flight details and contact telephone numbers, with the Supplier and its staff.
        </Paragraph>
      </Section>

      <Section title="9. Intellectual Property">
        <Paragraph>
          9.1 All content on the Website, including text, images, logos, trademarks and software, is owned by or
          licensed to {BRAND.legalName} and is protected by intellectual property laws.
        </Paragraph>
        <Paragraph>
          9.2 You may view and print pages of the Website and your booking documents for your personal, non-commercial
          use. Any other reproduction, distribution or modification requires our prior written consent.
        </Paragraph>
      </Section>

      <Section title="10. Amendments">
        <Paragraph>
          10.1 We may amend these Terms from time to time. The date at the top of this page shows when they were last
          updated, and the amended Terms apply from the date of publication.
        </Paragraph>
        <Paragraph>
          10.2 A confirmed Booking is governed by the Terms in force on the date of its confirmation. Your continued use
          of the Website after an amendment constitutes acceptance of the amended Terms.
        </Paragraph>
      </Section>

      <Section title="11. Governing Law">
        <Paragraph>
          11.1 These Terms and any dispute arising out of or in connection with them are governed by the laws of the{' '}
          {BRAND.governingLaw}, United States of America, without regard to its conflict-of-law rules.
        </Paragraph>
        <Paragraph>
          11.2 The courts of the {BRAND.governingLaw} have exclusive jurisdiction over any such dispute, without
          prejudice to any mandatory rights you may have under the consumer protection laws of your country of
          residence.
        </Paragraph>
      </Section>

      <Section title="12. Contact">
        <Paragraph>
          Questions about these Terms, cancellations or changes to a Booking should be addressed to {BRAND.legalName}:
        </Paragraph>
        <Paragraph>
          E-mail: <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>
          <br />
          Telephone: <a href={BRAND.supportPhoneHref}>{BRAND.supportPhone}</a>
        </Paragraph>
        <Paragraph>
          <Text type="secondary">Our concierge team is available 24 hours a day, 7 days a week.</Text>
        </Paragraph>
      </Section>
    </article>
  );
}
