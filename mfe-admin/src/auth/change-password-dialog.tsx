import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import type { StaffSession } from '@vip/contracts/schemas';
import { CURRENT_PASSWORD_ID, PasswordChangeForm } from './password-change-form';

/** The dashboard header's Change password: any signed-in staff member changes their own password. */
export function ChangePasswordButton({ session }: { session: StaffSession }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Change password</Button>
      <Modal
        open={open}
        title="Change password"
        onCancel={close}
        footer={null}
        destroyOnHidden
        afterOpenChange={(opened) => opened && document.getElementById(CURRENT_PASSWORD_ID)?.focus()}
      >
        <Typography.Paragraph type="secondary">Your other devices will be signed out.</Typography.Paragraph>
        <PasswordChangeForm session={session} onChanged={close} extraAction={<Button onClick={close}>Cancel</Button>} />
      </Modal>
    </>
  );
}
