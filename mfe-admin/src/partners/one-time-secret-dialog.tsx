import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { VisuallyHidden } from '../ui/visually-hidden';

/** What the dialog shows once: the secret, what it is, and any other facts about it. */
export interface OneTimeSecret {
  title: string;
  /** 'key' or 'secret': the words of the warning and the copy button. */
  noun: string;
  value: string;
  details?: ReactNode;
  /**
   * Where focus goes when the dialog closes, by element id, when what opened it is gone (a rotated key's row, the web
   * hook form); otherwise focus goes back to what opened it.
   */
  returnFocusTo?: string;
}

const COPIED_FOR_MS = 2000;

/**
 * A key or signing secret, shown this once: the page keeps it only while the dialog is open (closing it forgets the
 * value). The warning is announced as the dialog opens, focus goes into the dialog and back to what opened it.
 */
export function OneTimeSecretDialog({ secret, onClose }: { secret: OneTimeSecret | null; onClose: () => void }) {
  // Kept past closing (the secret itself is not): the dialog's afterClose runs once it is gone.
  const [returnFocusTo, setReturnFocusTo] = useState<string | undefined>(undefined);
  if (secret && secret.returnFocusTo !== returnFocusTo) setReturnFocusTo(secret.returnFocusTo);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (value: string) => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
      timer.current = setTimeout(() => setCopied(null), COPIED_FOR_MS);
    } catch {
      setCopied('failed');
    }
  };
  const close = () => {
    setCopied(null);
    onClose();
  };

  return (
    <Modal
      open={secret !== null}
      title={secret?.title}
      onCancel={close}
      maskClosable={false}
      destroyOnHidden
      focusTriggerAfterClose={!returnFocusTo}
      afterClose={() => {
        if (returnFocusTo) document.getElementById(returnFocusTo)?.focus();
      }}
      footer={
        <Button type="primary" onClick={close}>
          I have stored it
        </Button>
      }
    >
      {secret && (
        <Flex vertical gap={12}>
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={`Copy this ${secret.noun} now: you will not see it again.`}
            description={`It is stored only as a fingerprint. If it is lost, issue a new ${secret.noun}.`}
          />
          <Typography.Paragraph code data-testid="one-time-secret" style={{ wordBreak: 'break-all', margin: 0 }}>
            {secret.value}
          </Typography.Paragraph>
          <Flex align="center" gap={8}>
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(secret.value)} autoFocus>
              {copied === 'yes' ? 'Copied!' : `Copy ${secret.noun}`}
            </Button>
            <span role="status" aria-live="polite">
              {copied === 'yes' && <VisuallyHidden>Copied to the clipboard</VisuallyHidden>}
              {copied === 'failed' && (
                <Typography.Text type="danger">Could not copy: select the text and copy it by hand.</Typography.Text>
              )}
            </span>
          </Flex>
          {secret.details}
        </Flex>
      )}
    </Modal>
  );
}
