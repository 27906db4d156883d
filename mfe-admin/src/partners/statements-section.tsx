import { useMemo, useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Typography } from 'antd';
import { validationNow, type Partner } from '@vip/contracts/schemas';
import { partnerPaths } from './api';
import { PartnerSection } from './partner-section';

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** YYYY-MM months (UTC) from this one back to the partner's first, newest first; at most two years. */
export function statementMonths(createdAt: string, now: Date): { value: string; label: string }[] {
  const first = new Date(createdAt);
  const firstIndex = first.getUTCFullYear() * 12 + first.getUTCMonth();
  const months: { value: string; label: string }[] = [];
  for (let i = now.getUTCFullYear() * 12 + now.getUTCMonth(); i >= firstIndex && months.length < 24; i--) {
    const year = Math.floor(i / 12);
    const month = (i % 12) + 1;
    const value = `${year}-${String(month).padStart(2, '0')}`;
    months.push({ value, label: monthName.format(new Date(Date.UTC(year, month - 1, 1))) });
  }
  return months;
}

/** A month's statement (bookings requested that month, UTC, with totals and commission) as CSV or PDF. */
export function StatementsSection({ partner }: { partner: Partner }) {
  const months = useMemo(() => statementMonths(partner.createdAt, validationNow()), [partner.createdAt]);
  // Last month's is the one usually wanted, when the partner existed then.
  const [month, setMonth] = useState(months[1]?.value ?? months[0]!.value);
  const label = months.find((m) => m.value === month)?.label ?? month;

  return (
    <PartnerSection id="partner-statements" title="Statements">
      <Flex gap={12} align="end" wrap>
        <Flex vertical gap={4}>
          <label htmlFor="statement-month">Month</label>
          <Select id="statement-month" value={month} onChange={setMonth} options={months} style={{ width: 200 }} />
        </Flex>
        <Button
          href={partnerPaths.statement(partner.id, month, 'csv')}
          download
          icon={<DownloadOutlined aria-hidden />}
        >
          Download CSV
        </Button>
        <Button
          href={partnerPaths.statement(partner.id, month, 'pdf')}
          download
          icon={<DownloadOutlined aria-hidden />}
        >
          Download PDF
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {label}: every booking {partner.companyName} requested that month (UTC), with totals and commission.
      </Typography.Paragraph>
    </PartnerSection>
  );
}
