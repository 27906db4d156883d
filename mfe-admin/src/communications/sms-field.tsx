import { Checkbox, Flex, Input, Typography } from 'antd';
import type { Locale } from '@vip/contracts/i18n';
import { SMS_MAX_LENGTH, postscriptIsAutomatic, smsDriverPostscript } from '@vip/contracts/schemas';

export interface SmsFieldProps {
  id: string;
  value: string;
  onChange: (text: string) => void;
  /** Driver texts only: the missing-driver postscript and whether staff ticked it when it is only offered. */
  postscript?: { offeredChecked: boolean; onOfferedChange: (checked: boolean) => void };
  /** The booking's language: the postscript the server adds is in it. */
  locale?: Locale;
}

/**
 * Whether the send adds the postscript: always at 250 characters or fewer, above that only if ticked and it still fits
 * in 300.
 */
export function postscriptWanted(text: string, offeredChecked: boolean, locale?: Locale): boolean {
  if (postscriptIsAutomatic(text)) return true;
  return offeredChecked && text.length + smsDriverPostscript(locale).length <= SMS_MAX_LENGTH;
}

/** The SMS text with its counter out of 300 and, for driver texts, the postscript rule. */
export function SmsField({ id, value, onChange, postscript, locale }: SmsFieldProps) {
  const automatic = postscriptIsAutomatic(value);
  const full = smsDriverPostscript(locale);
  const fits = value.length + full.length <= SMS_MAX_LENGTH;
  const ps = full.trim();
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id}>Text message</label>
      <Input.TextArea
        id={id}
        value={value}
        maxLength={SMS_MAX_LENGTH}
        showCount
        rows={4}
        onChange={(e) => onChange(e.target.value)}
      />
      {postscript &&
        (automatic ? (
          <Typography.Text type="secondary">
            The postscript “{ps}” is added automatically (250 characters or fewer).
          </Typography.Text>
        ) : (
          <Checkbox
            checked={postscript.offeredChecked && fits}
            disabled={!fits}
            onChange={(e) => postscript.onOfferedChange(e.target.checked)}
          >
            Add the postscript “{ps}”{fits ? '' : ' (no room within 300 characters)'}
          </Checkbox>
        ))}
    </Flex>
  );
}
