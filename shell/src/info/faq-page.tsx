import { useState, type ReactNode } from 'react';
import { Card, Collapse, Space, Typography } from 'antd';
import { BOOKING_RULES } from '@vip/contracts/booking-rules';
import { BRAND } from '@vip/contracts/brand';
import { InfoBreadcrumb } from './info-breadcrumb';

const { Title, Paragraph, Text, Link: TextLink } = Typography;

interface FaqItem {
  key: string;
  question: string;
  answer: ReactNode;
}

interface FaqGroup {
  title: string;
  items: FaqItem[];
}

const FAQ_GROUPS: FaqGroup[] = [
  {
    title: 'About Our Services',
    items: [
      {
        key: 'airports-served',
        question: 'Which airports do you serve?',
        answer: (
          <Paragraph>
            We arrange VIP assistance at {BRAND.airportCount} airports worldwide, across the Americas and Caribbean,
            Europe, Asia-Pacific, and the Middle East and Africa. Search for your airport on our booking page or browse
            the airport directory to see the services available there.
          </Paragraph>
        ),
      },
      {
        key: 'meet-and-greet-includes',
        question: 'What does a VIP Meet and Greet include?',
        answer: (
          <Paragraph>
            A personal concierge meets you at the airport, escorts you through the terminal and assists with check-in or
            arrival formalities, passport control, security and baggage, so you move through the airport with minimum
            effort. Porter service can be added for standard arrivals and departures, and higher service levels add
            lounge access or a private suite.
          </Paragraph>
        ),
      },
      {
        key: 'meeting-point',
        question: 'Where will I meet my concierge?',
        answer: (
          <Paragraph>
            The exact meeting point depends on the airport and the service booked. On arrival your concierge usually
            waits at the aircraft door, the jet bridge or the arrivals hall holding a sign with your name; for
            departures you are usually met at the terminal entrance or the check-in area. The meeting point and your
            concierge&apos;s contact details are confirmed with you before the service.
          </Paragraph>
        ),
      },
    ],
  },
  {
    title: 'Booking Process',
    items: [
      {
        key: 'book-for-others',
        question: 'Can I book on behalf of someone else?',
        answer: (
          <Paragraph>
            Yes. Travel agents, executive assistants, family members and corporate travel planners regularly book for
            others. During checkout, choose to book for someone else and enter both your own details and the
            traveler&apos;s, so that we can keep you both informed.
          </Paragraph>
        ),
      },
      {
        key: 'refunds-and-changes',
        question: 'Can I change or cancel my booking?',
        answer: (
          <Paragraph>
            Yes, changes and cancellations are possible with notice. Changes are subject to availability at the airport,
            and refunds depend on how far ahead of the service you cancel, as set out in our Terms and Conditions.
            Contact us at {BRAND.supportEmail} as early as possible.
          </Paragraph>
        ),
      },
      {
        key: 'last-minute',
        question: 'Can I book at the last minute?',
        answer: (
          <Paragraph>
            Usually, yes. Online booking is available up to {BOOKING_RULES.onlineCutoffHours} hours before your flight,
            and a last-minute supplement may apply. For anything closer to departure or arrival, please call us on{' '}
            {BRAND.supportPhone} and we will do our best to arrange the service. We recommend booking at least{' '}
            {BOOKING_RULES.recommendedLeadHours} hours ahead whenever possible.
          </Paragraph>
        ),
      },
    ],
  },
  {
    title: 'Service Details',
    items: [
      {
        key: 'flight-delays',
        question: 'What happens if my flight is delayed?',
        answer: (
          <Paragraph>
            We monitor your flight, and our agents adjust the service to your actual arrival or departure time, so there
            is no need to contact us about a delay. If your flight is cancelled or rerouted, please let us know as soon
            as you can.
          </Paragraph>
        ),
      },
      {
        key: 'travelers-per-booking',
        question: 'How many travelers does one booking cover?',
        answer: (
          <Paragraph>
            A standard booking covers 1-2 travelers. Additional travelers can be added for a supplementary fee, which is
            shown in your quote. For large groups, please contact customer service so that we can arrange enough staff.
          </Paragraph>
        ),
      },
      {
        key: 'fast-track',
        question: 'Is fast-track through security and passport control guaranteed?',
        answer: (
          <Paragraph>
            No. Fast-track access is not guaranteed: it depends on the rules of each airport and its authorities. Where
            fast-track lanes are available to our partners, your concierge will use them.
          </Paragraph>
        ),
      },
    ],
  },
  {
    title: 'Payment and Pricing',
    items: [
      {
        key: 'how-to-pay',
        question: 'How do I pay?',
        answer: (
          <Paragraph>
            No payment is taken when you submit a booking request, and we never ask for card details on our website.
            Once we have confirmed availability with the local service provider, we send you an invoice by e-mail. You
            can pay it with all major credit cards through Square&apos;s secure hosted invoice page; PayPal is available
            on request. Until the invoice is paid, your booking shows payment as &lsquo;To be arranged&rsquo;.
          </Paragraph>
        ),
      },
      {
        key: 'hidden-fees',
        question: 'Are there any hidden fees?',
        answer: (
          <Paragraph>
            No. The price we quote includes all service fees. Optional extras such as porter service, additional
            travelers or last-minute and after-hours supplements are shown in your quote before you request a booking.
            Prices are in US dollars.
          </Paragraph>
        ),
      },
      {
        key: 'round-trip-discount',
        question: 'Do you offer discounts?',
        answer: (
          <Paragraph>
            Yes. When you book an arrival and a departure together as a round trip, a 10% discount is applied
            automatically. Promotional codes can also be entered in your quote.
          </Paragraph>
        ),
      },
    ],
  },
];

export function FaqPage() {
  // One key for the whole page: each Collapse's own accordion only limits its own group.
  const [openKey, setOpenKey] = useState<string | undefined>(undefined);

  return (
    <article style={{ maxWidth: 880, margin: '0 auto', padding: '24px 16px 48px' }}>
      <InfoBreadcrumb page="FAQ" />
      <Title level={1}>Frequently Asked Questions</Title>
      <Paragraph>Answers to the questions travelers ask most often about {BRAND.productName}.</Paragraph>

      {FAQ_GROUPS.map((group) => (
        <section key={group.title} style={{ marginTop: 32 }}>
          <Title level={2}>{group.title}</Title>
          <Collapse
            accordion
            activeKey={openKey ?? []}
            onChange={(keys) => setOpenKey(keys[0])}
            items={group.items.map((item) => ({
              key: item.key,
              label: item.question,
              children: item.answer,
            }))}
          />
        </section>
      ))}

      <Card style={{ marginTop: 40 }}>
        <Title level={2}>Still have questions?</Title>
        <Paragraph>Our concierge team is available 24/7 and happy to help.</Paragraph>
        <Space orientation="vertical">
          <Text>
            E-mail: <TextLink href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</TextLink>
          </Text>
          <Text>
            Phone: <TextLink href={BRAND.supportPhoneHref}>{BRAND.supportPhone}</TextLink>
          </Text>
        </Space>
      </Card>
    </article>
  );
}
