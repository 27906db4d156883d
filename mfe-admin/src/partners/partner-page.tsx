import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Flex, Spin, Typography } from 'antd';
import { ApiRequestError } from '@vip/contracts/http';
import type { StaffSession } from '@vip/contracts/schemas';
import { useCan } from '../auth/permissions';
import { RequireStaff } from '../auth/require-staff';
import { NoAccessPage } from '../ui/no-access';
import { usePartner } from './api';
import { DeliveriesSection } from './deliveries-section';
import { DetailsSection } from './details-section';
import { KeysSection } from './keys-section';
import { ActiveTag, SandboxTag } from './partner-bits';
import { StatementsSection } from './statements-section';
import { TermsSection } from './terms-section';
import { WebhookSection } from './webhook-section';
import { retryingAfterError } from '@vip/ui';
import { LastErrorMessage, RetryButton } from '../ui/retry-button';

function BackToPartners() {
  return (
    <Typography.Paragraph>
      <Link to="/admin/partners" style={{ textDecoration: 'underline' }}>
        Back to partners
      </Link>
    </Typography.Paragraph>
  );
}

function PartnerView({ id, session }: { id: string; session: StaffSession }) {
  const partner = usePartner(id);
  const frame = (children: ReactNode) => (
    <section style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }} aria-labelledby="partner-title">
      {children}
    </section>
  );

  if (partner.isError || retryingAfterError(partner)) {
    const missing = partner.error instanceof ApiRequestError && partner.error.status === 404;
    return frame(
      <>
        <Typography.Title id="partner-title" level={1} style={{ fontSize: 26 }}>
          {missing ? 'Partner not found' : 'Partner'}
        </Typography.Title>
        <Alert
          type={missing ? 'info' : 'error'}
          showIcon
          role="alert"
          title={missing ? 'There is no such partner' : 'Could not load the partner'}
          description={
            missing ? 'It may have been mistyped in the address.' : <LastErrorMessage error={partner.error} />
          }
          action={missing ? undefined : <RetryButton query={partner} />}
        />
        <BackToPartners />
      </>,
    );
  }

  if (partner.isPending)
    return frame(
      <>
        <Typography.Title id="partner-title" level={1} style={{ fontSize: 26 }}>
          Partner
        </Typography.Title>
        <Spin aria-label="Loading the partner" />
      </>,
    );
  const p = partner.data;
  return frame(
    <>
      <BackToPartners />
      <Flex align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Typography.Title id="partner-title" level={1} style={{ fontSize: 26, margin: 0 }}>
          {p.companyName}
        </Typography.Title>
        {p.sandbox && <SandboxTag />}
        <ActiveTag active={p.active} />
      </Flex>
      <DetailsSection partner={p} session={session} onReload={() => partner.refetch()} />
      <TermsSection partner={p} session={session} />
      <KeysSection partner={p} session={session} />
      <WebhookSection partner={p} session={session} />
      <DeliveriesSection partnerId={p.id} session={session} />
      <StatementsSection partner={p} />
    </>,
  );
}

function PartnerAccess({ session }: { session: StaffSession }) {
  const can = useCan();
  const { id = '' } = useParams();
  if (can('partners.manage')) return <PartnerView id={id} session={session} />;
  return (
    <NoAccessPage
      title="Partners"
      notice="You do not have access to partners"
      description="An admin manages partner accounts, their terms, API keys and web hooks."
      maxWidth={1200}
    />
  );
}

/** /admin/partners/:id: one partner's details, terms, keys, web hook, delivery log and statements (admins). */
export function PartnerPage() {
  return <RequireStaff>{(session) => <PartnerAccess session={session} />}</RequireStaff>;
}
