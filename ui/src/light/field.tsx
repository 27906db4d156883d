import type { ReactNode } from 'react';
import { UiStyle } from './ui-style';

export interface FieldProps {
  /** The control's id: the label points at it; the message and the hint are `${id}_help` and `${id}_extra`. */
  id: string;
  label: ReactNode;
  /** What is wrong with the value, in the spec's words; shown under the control and announced. */
  error?: string;
  /** A hint under the control ('Under 12'). */
  extra?: ReactNode;
  children: ReactNode;
}

/** The ids a control in a Field points its aria-describedby at. */
export function describedBy(id: string, { error, extra }: { error?: string; extra?: boolean }): string | undefined {
  return [error && `${id}_help`, extra && `${id}_extra`].filter(Boolean).join(' ') || undefined;
}

/** A labelled form field with its message, as antd's Form.Item lays it out (label above, message below). */
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
