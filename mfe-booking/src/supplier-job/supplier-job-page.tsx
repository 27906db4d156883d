import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Radio, Typography } from 'antd';
import { useParams } from 'react-router';
import { ApiRequestError } from '@vip/contracts/http';
import {
  SUPPLIER_JOB_DECLINE_REASON_MESSAGE,
  SUPPLIER_JOB_LINK_INVALID_MESSAGE,
  SUPPLIER_JOB_REPORT_MESSAGE,
  formatPhoneNumber,
  type SupplierJob,
  type SupplierJobAnswerInput,
} from '@vip/contracts/schemas';
import { ResultScreen, Spinner, usePageMeta } from '@vip/ui';
import { formatLongDate, formatTime12 } from '../wizard/format';
import { linkRefused, useAnswerSupplierJob, useSupplierJob } from './api';
import { SupplierSeatsSection } from './supplier-seats-section';

// Phone-first: one column, full-width controls, large tap targets.
const PAGE = { maxWidth: 640, margin: '0 auto', padding: '24px 16px' };
const SECTION = { marginBottom: 16 };

/** The server's words for a refused answer: its message, then each field's. */
function errorText(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'Your answer could not be sent. Please try again in a moment.';
  const details = error.body?.error.details as { fieldErrors?: Record<string, string[]> } | undefined;
  const fields = Object.values(details?.fieldErrors ?? {}).flat();
  return [...new Set([error.userMessage, ...fields])].join(' ');
}

// The page is English for suppliers: the traveller's language by its English name, so the greeter can prepare.
const LANGUAGE_NAMES = new Intl.DisplayNames('en', { type: 'language' });

function partyOf(job: SupplierJob): string {
  const adults = `${job.adults} adult${job.adults === 1 ? '' : 's'}`;
  return job.children > 0 ? `${adults}, ${job.children} child${job.children === 1 ? '' : 'ren'}` : adults;
}

/** /supplier-jobs/:token: the supplier's own page for one job, opened from the link in our e-mail. No login. */
export function SupplierJobPage() {
  usePageMeta({
    title: 'Your job',
    canonicalPath: '/supplier-jobs',
    description: 'Confirm a VIP airport service job and give the greeter or driver details.',
    robots: 'noindex,nofollow',
  });
  const token = useParams().token ?? '';
  const job = useSupplierJob(token);

  if (job.isPending) return <Spinner label="Loading the job" />;
  if (job.isError)
    return linkRefused(job.error) ? (
      <ResultScreen
        status="warning"
        role="alert"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>This link is not valid</h1>}
        subtitle={SUPPLIER_JOB_LINK_INVALID_MESSAGE}
      />
    ) : (
      <ResultScreen
        status="warning"
        role="alert"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>Could not load the job</h1>}
        subtitle="Please check your connection and try again."
        extra={
          <Button type="primary" onClick={() => void job.refetch()}>
            Try again
          </Button>
        }
      />
    );
  return <JobView token={token} job={job.data} />;
}

function JobView({ token, job }: { token: string; job: SupplierJob }) {
  const chauffeur = job.kind === 'chauffeur';
  const details: Array<{ key: string; label: string; children: ReactNode }> = [
    { key: 'service', label: 'Service', children: job.serviceName },
    { key: 'airport', label: 'Airport', children: `${job.airportName} (${job.airportCode})` },
    {
      key: 'when',
      label: 'Date and time',
      children: `${formatLongDate(job.serviceDate)} at ${formatTime12(job.serviceTime)} (local time at the airport)`,
    },
    {
      key: 'flight',
      label: 'Flight',
      children: [job.airline, job.flightNumber].filter(Boolean).join(' ') || 'Not Provided',
    },
    ...(job.terminal ? [{ key: 'terminal', label: 'Terminal', children: job.terminal }] : []),
    { key: 'traveller', label: 'Traveller', children: job.travellerName },
    { key: 'party', label: 'Party', children: partyOf(job) },
    ...(job.travellerLocale
      ? [{ key: 'language', label: "Traveller's language", children: LANGUAGE_NAMES.of(job.travellerLocale) }]
      : []),
    { key: 'meeting', label: 'Meeting point', children: job.meetingPoint ?? 'Not Provided' },
    { key: 'requests', label: 'Special requests', children: job.specialRequests ?? 'None' },
    ...(job.travellerContact
      ? [
          {
            key: 'contact',
            label: 'Traveller contact',
            children: [job.travellerContact.email, formatPhoneNumber(job.travellerContact.phone)]
              .filter(Boolean)
              .join(', '),
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="job-title" style={PAGE}>
      <Typography.Title id="job-title" level={1} style={{ fontSize: 26 }}>
        Job {job.referenceCode}
      </Typography.Title>
      <Typography.Paragraph>For {job.supplierName}</Typography.Paragraph>
      <ResponseNote job={job} />
      <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>The job</h2>} style={SECTION}>
        <Descriptions column={1} size="small" items={details} />
      </Card>
      <AnswerForm token={token} job={job} chauffeur={chauffeur} />
      {job.answers.response === 'accepted' && <CompletionForm token={token} job={job} />}
      <SupplierSeatsSection token={token} job={job} />
    </section>
  );
}

function ResponseNote({ job }: { job: SupplierJob }) {
  const { response, declineReason, completedAt } = job.answers;
  if (completedAt) return <Alert style={SECTION} type="success" showIcon title="You marked this job completed." />;
  if (response === 'accepted') return <Alert style={SECTION} type="success" showIcon title="You accepted this job." />;
  if (response === 'declined')
    return <Alert style={SECTION} type="warning" showIcon title="You declined this job." description={declineReason} />;
  return null;
}

type Fields = {
  response: 'accept' | 'decline' | null;
  declineReason: string;
  confirmationNumber: string;
  name: string;
  phone: string;
  vehicleMakeModel: string;
  vehiclePlate: string;
  meetingPoint: string;
  eta: string;
};

function initialFields(job: SupplierJob, chauffeur: boolean): Fields {
  const a = job.answers;
  return {
    response: a.response === 'accepted' ? 'accept' : a.response === 'declined' ? 'decline' : null,
    declineReason: a.declineReason ?? '',
    confirmationNumber: a.confirmationNumber ?? '',
    name: (chauffeur ? a.driverName : a.greeterName) ?? '',
    phone: formatPhoneNumber((chauffeur ? a.driverPhone : a.greeterPhone) ?? '') ?? '',
    vehicleMakeModel: a.vehicleMakeModel ?? '',
    vehiclePlate: a.vehiclePlate ?? '',
    meetingPoint: a.meetingPoint ?? '',
    eta: a.eta ?? '',
  };
}

/** Only what was typed goes: an empty box never clears what staff wrote. */
function answerOf(f: Fields, chauffeur: boolean): SupplierJobAnswerInput {
  const given = (v: string) => (v.trim() ? v.trim() : undefined);
  if (f.response === 'decline') return { accept: false, declineReason: given(f.declineReason) };
  const person = chauffeur
    ? {
        driverName: given(f.name),
        driverPhone: given(f.phone),
        vehicleMakeModel: given(f.vehicleMakeModel),
        vehiclePlate: given(f.vehiclePlate),
      }
    : { greeterName: given(f.name), greeterPhone: given(f.phone) };
  return {
    ...(f.response === 'accept' ? { accept: true } : {}),
    confirmationNumber: given(f.confirmationNumber),
    ...person,
    meetingPoint: given(f.meetingPoint),
    eta: given(f.eta),
  };
}

function AnswerForm({ token, job, chauffeur }: { token: string; job: SupplierJob; chauffeur: boolean }) {
  const [fields, setFields] = useState(() => initialFields(job, chauffeur));
  const [problem, setProblem] = useState<string | null>(null);
  const answer = useAnswerSupplierJob(token);
  const set = (key: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));
  const person = chauffeur ? 'Driver' : 'Greeter';
  const declining = fields.response === 'decline';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (declining && !fields.declineReason.trim()) return setProblem(SUPPLIER_JOB_DECLINE_REASON_MESSAGE);
    const body = answerOf(fields, chauffeur);
    if (Object.values(body).every((v) => v === undefined)) return setProblem('Please give at least one answer');
    setProblem(null);
    answer.mutate(body, { onError: (error) => setProblem(errorText(error)) });
  };

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Your answer</h2>} style={SECTION}>
      <form onSubmit={submit} aria-label="Your answer" noValidate>
        <Form component={false} layout="vertical">
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
            <legend style={{ fontWeight: 600, marginBottom: 8 }}>Can you do this job?</legend>
            <Radio.Group
              value={fields.response}
              onChange={(e) => setFields((f) => ({ ...f, response: e.target.value as Fields['response'] }))}
              optionType="button"
              buttonStyle="solid"
              size="large"
              options={[
                { label: 'Accept', value: 'accept' },
                { label: 'Decline', value: 'decline' },
              ]}
            />
          </fieldset>
          {declining ? (
            <Form.Item label="Why do you decline?" htmlFor="job-decline-reason" required>
              <Input.TextArea
                id="job-decline-reason"
                rows={3}
                maxLength={500}
                value={fields.declineReason}
                onChange={set('declineReason')}
                aria-required
              />
            </Form.Item>
          ) : (
            <>
              <Form.Item label="Your confirmation number" htmlFor="job-confirmation">
                <Input
                  id="job-confirmation"
                  size="large"
                  value={fields.confirmationNumber}
                  onChange={set('confirmationNumber')}
                />
              </Form.Item>
              <Form.Item label={`${person}'s name`} htmlFor="job-person-name">
                <Input
                  id="job-person-name"
                  size="large"
                  autoComplete="off"
                  value={fields.name}
                  onChange={set('name')}
                />
              </Form.Item>
              <Form.Item
                label={`${person}'s phone`}
                htmlFor="job-person-phone"
                extra={<span id="job-person-phone-help">With the country code, for example +39 333 123 4567</span>}
              >
                <Input
                  id="job-person-phone"
                  size="large"
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  aria-describedby="job-person-phone-help"
                  value={fields.phone}
                  onChange={set('phone')}
                />
              </Form.Item>
              {chauffeur && (
                <>
                  <Form.Item label="Vehicle (make and model)" htmlFor="job-vehicle">
                    <Input
                      id="job-vehicle"
                      size="large"
                      value={fields.vehicleMakeModel}
                      onChange={set('vehicleMakeModel')}
                    />
                  </Form.Item>
                  <Form.Item label="Plate" htmlFor="job-plate">
                    <Input id="job-plate" size="large" value={fields.vehiclePlate} onChange={set('vehiclePlate')} />
                  </Form.Item>
                </>
              )}
              <Form.Item label="Meeting point" htmlFor="job-meeting-point">
                <Input id="job-meeting-point" size="large" value={fields.meetingPoint} onChange={set('meetingPoint')} />
              </Form.Item>
              <Form.Item label="ETA" htmlFor="job-eta">
                <Input id="job-eta" size="large" value={fields.eta} onChange={set('eta')} />
              </Form.Item>
            </>
          )}
          <div aria-live="polite">
            {problem && <Alert style={SECTION} type="error" showIcon title={problem} />}
            {answer.isSuccess && !problem && (
              <Alert style={SECTION} type="success" showIcon title="Thank you: your answer was sent." />
            )}
          </div>
          <Button type="primary" htmlType="submit" size="large" block loading={answer.isPending}>
            Send answer
          </Button>
        </Form>
      </form>
    </Card>
  );
}

function CompletionForm({ token, job }: { token: string; job: SupplierJob }) {
  const [report, setReport] = useState(job.answers.handlingReport ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const answer = useAnswerSupplierJob(token);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!report.trim()) return setProblem(SUPPLIER_JOB_REPORT_MESSAGE);
    setProblem(null);
    answer.mutate(
      { completed: true, handlingReport: report.trim() },
      { onError: (error) => setProblem(errorText(error)) },
    );
  };
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>After the service</h2>} style={SECTION}>
      <form onSubmit={submit} aria-label="After the service" noValidate>
        <Form component={false} layout="vertical">
          <Form.Item label="Handling report" htmlFor="job-report" required>
            <Input.TextArea
              id="job-report"
              rows={4}
              maxLength={2000}
              value={report}
              onChange={(e) => setReport(e.target.value)}
              aria-required
            />
          </Form.Item>
          <div aria-live="polite">{problem && <Alert style={SECTION} type="error" showIcon title={problem} />}</div>
          <Flex>
            <Button htmlType="submit" size="large" block loading={answer.isPending}>
              Mark as completed
            </Button>
          </Flex>
        </Form>
      </form>
    </Card>
  );
}
