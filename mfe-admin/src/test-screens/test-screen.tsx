import type { ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Typography } from 'antd';
import type { IntegrationTestResult, StaffSession } from '@vip/contracts/schemas';
import { useCan } from '../auth/permissions';
import { RequireStaff } from '../auth/require-staff';
import { errorMessage } from '../ui/error-message';
import { BackToDashboard, NoAccessPage } from '../ui/no-access';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

export interface TestScreenProps<T extends IntegrationTestResult> {
  title: string;
  intro: ReactNode;
  buttonLabel: string;
  run: { mutate: () => void; isPending: boolean; data?: T; error: unknown; isError: boolean };
  details?: (result: T) => Array<{ key: string; label: string; children: ReactNode }>;
}

/** One test screen: what it does, a button, and the outcome (success or failure) with its details. */
export function TestScreen<T extends IntegrationTestResult>({
  title,
  intro,
  buttonLabel,
  run,
  details,
}: TestScreenProps<T>) {
  const result = run.data;
  return (
    <section style={{ maxWidth: 820, margin: '0 auto', padding: 24 }} aria-labelledby="test-title">
      <Typography.Title id="test-title" level={1} style={{ fontSize: 26 }}>
        {title}
      </Typography.Title>
      <Card>
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ margin: 0 }}>{intro}</Typography.Paragraph>
          <Button type="primary" onClick={() => run.mutate()} loading={run.isPending} style={{ alignSelf: 'start' }}>
            {buttonLabel}
          </Button>
          <div aria-live="polite">
            {run.isError && (
              <Alert type="error" showIcon title="The test could not be run" description={errorMessage(run.error)} />
            )}
            {result && (
              <Alert
                type={result.ok ? 'success' : 'error'}
                showIcon
                title={result.ok ? 'Success' : 'Failure'}
                description={
                  <Flex vertical gap={8}>
                    <span>{result.message}</span>
                    <Descriptions
                      size="small"
                      column={1}
                      items={[
                        { key: 'at', label: 'Tested', children: when.format(new Date(result.testedAt)) },
                        ...(details?.(result) ?? []),
                      ]}
                    />
                  </Flex>
                }
              />
            )}
          </div>
        </Flex>
      </Card>
      <BackToDashboard />
    </section>
  );
}

/** Staff only, and only those who may run the test screens (admins); svc-ops refuses everyone else too. */
export function RequireTester({ children }: { children: (session: StaffSession) => ReactNode }) {
  return <RequireStaff>{(session) => <Allowed session={session}>{children}</Allowed>}</RequireStaff>;
}

function Allowed({ session, children }: { session: StaffSession; children: (session: StaffSession) => ReactNode }) {
  const can = useCan();
  if (can('integrations.test')) return <>{children(session)}</>;
  return (
    <NoAccessPage
      title="Test screens"
      notice="You do not have access to the test screens"
      description="An admin checks the payment provider and the tracking web hook."
      maxWidth={820}
    />
  );
}
