import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** A labelled field with its help text, or its error (announced) in place of the help. */
export function Field({
  id,
  label,
  error,
  help,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  help?: string;
  children: ReactNode;
}) {
  return (
    <Flex vertical gap={2}>
      <label htmlFor={id}>{label}</label>
      {children}
      {help && !error && (
        <Typography.Text id={`${id}-help`} type="secondary" style={{ fontSize: 12 }}>
          {help}
        </Typography.Text>
      )}
      {error && (
        <Typography.Text id={`${id}-error`} type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
