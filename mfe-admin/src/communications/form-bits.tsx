import type { ReactNode } from 'react';
import { Flex, Input, Typography } from 'antd';

/** A labelled input with its error under it, as the modal's other forms do it. */
export function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  required?: boolean;
  error?: string;
  type?: string;
  placeholder?: string;
}) {
  const { id, label, value, onChange, required, error, type, placeholder } = props;
  return (
    <Flex vertical gap={2}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <Input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        aria-required={required}
        status={error ? 'error' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Flex>
  );
}

export function MessageField(props: {
  id: string;
  label?: string;
  value: string;
  onChange: (v: string) => void;
  required?: boolean;
  error?: string;
  rows?: number;
}) {
  const { id, label = 'Message', value, onChange, required, error, rows = 8 } = props;
  return (
    <Flex vertical gap={2}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <Input.TextArea
        id={id}
        value={value}
        rows={rows}
        aria-required={required}
        status={error ? 'error' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Flex>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography.Text id={id} type="danger">
      {children}
    </Typography.Text>
  );
}

export const filled = (v: string) => v.trim().length > 0;
