import type { StaffSession } from '@vip/contracts/schemas';
import { useTestScreens } from './api';
import { RequireTester, TestScreen } from './test-screen';

function TestWebhook({ session }: { session: StaffSession }) {
  const { webhook } = useTestScreens(session);
  return (
    <TestScreen
      title="Test tracking web hook"
      intro="Posts a sample reservation (marked TEST-RESERVATION, no traveller's data) to the tracking spreadsheet's web hook, as every booking's reservation row is posted, and shows whether the web hook took it."
      buttonLabel="Send sample reservation"
      run={webhook}
      details={(r) => [
        { key: 'host', label: 'Web hook', children: r.host ?? 'Not configured' },
        ...(r.sample
          ? [
              {
                key: 'sample',
                label: 'Sample sent',
                children: (
                  <code style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>{JSON.stringify(r.sample, null, 1)}</code>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

/**
 * /test-webhook (staff-side spec: "posts sample reservation data to the spreadsheet web hook and shows success or
 * failure").
 */
export function TestWebhookPage() {
  return <RequireTester>{(session) => <TestWebhook session={session} />}</RequireTester>;
}
