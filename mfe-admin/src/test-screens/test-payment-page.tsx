import type { StaffSession } from '@vip/contracts/schemas';
import { useTestScreens } from './api';
import { RequireTester, TestScreen } from './test-screen';

function TestPayment({ session }: { session: StaffSession }) {
  const { payment } = useTestScreens(session);
  return (
    <TestScreen
      title="Test payment provider"
      intro="Checks that the payment provider new invoices go to answers with the settings in use: with Square, svc-ops reads the configured location through the Square SDK. No invoice is made and nothing is charged."
      buttonLabel="Test payment provider"
      run={payment}
      details={(r) => [
        { key: 'provider', label: 'Provider', children: r.provider === 'square' ? 'Square' : 'Manual invoices' },
      ]}
    />
  );
}

/** /test-payment (staff-side spec: test screens). */
export function TestPaymentPage() {
  return <RequireTester>{(session) => <TestPayment session={session} />}</RequireTester>;
}
