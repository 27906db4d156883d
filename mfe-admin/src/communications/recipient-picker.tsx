import { Checkbox, Flex, Typography } from 'antd';
import { CONTACT_ROLES, formatPhoneNumber, type AdminBookingDetail, type ContactRole } from '@vip/contracts/schemas';
import { contactOf, ROLE_LABELS } from './contacts';

export interface RecipientPickerProps {
  booking: AdminBookingDetail;
  /** E-mail recipients need an address, text recipients a phone number. */
  kind: 'email' | 'phone';
  value: ContactRole[];
  onChange: (roles: ContactRole[]) => void;
  label: string;
}

/** Traveler and booker checkboxes; one whose e-mail or phone is missing is disabled and marked 'Not Provided'. */
export function RecipientPicker({ booking, kind, value, onChange, label }: RecipientPickerProps) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontSize: 14, marginBottom: 4 }}>{label}</legend>
      <Flex vertical gap={4}>
        {CONTACT_ROLES.map((role) => {
          const contact = contactOf(booking, role);
          const address = kind === 'email' ? contact.email : formatPhoneNumber(contact.phone);
          const name = contact.name ?? (role === 'booker' ? 'No booker' : 'Traveler');
          return (
            <Checkbox
              key={role}
              checked={address !== null && value.includes(role)}
              disabled={address === null}
              onChange={(e) =>
                onChange(
                  e.target.checked ? [...value.filter((r) => r !== role), role] : value.filter((r) => r !== role),
                )
              }
            >
              {ROLE_LABELS[role]}: {name}{' '}
              {address ? (
                <Typography.Text type="secondary">({address})</Typography.Text>
              ) : (
                <Typography.Text type="secondary">— Not Provided</Typography.Text>
              )}
            </Checkbox>
          );
        })}
      </Flex>
    </fieldset>
  );
}

/** The roles that can be ticked at all, as the dialog's starting choice. */
export function availableRoles(booking: AdminBookingDetail, kind: 'email' | 'phone'): ContactRole[] {
  return CONTACT_ROLES.filter(
    (role) => (kind === 'email' ? contactOf(booking, role).email : contactOf(booking, role).phone) !== null,
  );
}
