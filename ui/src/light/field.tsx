import type { ReactNode } from 'react';
import { UiStyle } from './ui-style';

export interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  extra?: ReactNode;
  children: ReactNode;
}

export function describedBy(id: string, { error, extra }: { error?: string; extra?: boolean }): string | undefined {
  return [error && `${id}_help`, extra && `${id}_extra`].filter(Boolean).join(' ') || undefined;
}

export function Field({ id, label, error, extra, children }: FieldProps) {
  return (
    <div className="vip-field">
      <UiStyle />
      <label className="vip-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}_help`} className="vip-field__error" role="alert">
          {error}
        </div>
      )}
      {extra && (
        <div id={`${id}_extra`} className="vip-field__extra">
          {extra}
        </div>
      )}
    </div>
  );
}
