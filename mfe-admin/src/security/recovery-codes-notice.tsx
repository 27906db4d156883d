import { useState } from 'react';
import { Alert, App, Button, Checkbox, Flex, Typography } from 'antd';

/**
 * Ten recovery codes, shown this once (svc-ops keeps only their hashes): as a list a screen reader reads code by
 * code, with copy and download, and a Continue that waits until the person says they kept them.
 */
export function RecoveryCodesNotice({
  codes,
  continueLabel = 'Continue',
  onDone,
}: {
  codes: string[];
  continueLabel?: string;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const [kept, setKept] = useState(false);
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'vip-staff-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-labelledby="recovery-codes-title">
      <Typography.Title id="recovery-codes-title" level={2} style={{ fontSize: 20 }}>
        Your recovery codes
      </Typography.Title>
      <Alert
        type="warning"
        showIcon
        title="Keep these codes somewhere safe. Each one signs you in once if you lose your passkey or phone. They are shown only now."
        style={{ marginBottom: 16 }}
      />
      <ol aria-label="Recovery codes" style={{ columns: 2, fontFamily: 'monospace', fontSize: 16, paddingLeft: 24 }}>
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Button
          onClick={() =>
            void navigator.clipboard
              ?.writeText(text)
              .then(() => message.success('Recovery codes copied'))
              .catch(() => message.error('Could not copy: select the codes and copy them instead'))
          }
        >
          Copy codes
        </Button>
        <Button onClick={download}>Download as a file</Button>
      </Flex>
      <Checkbox checked={kept} onChange={(e) => setKept(e.target.checked)}>
        I have kept my recovery codes
      </Checkbox>
      <Flex justify="end" style={{ marginTop: 16 }}>
        <Button type="primary" disabled={!kept} onClick={onDone}>
          {continueLabel}
        </Button>
      </Flex>
    </section>
  );
}
