// A labelled text input or textarea with its validation message (react-hook-form registration).
import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './text-field.module.css';

interface TextFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'placeholder' | 'autoComplete'> {
  label: string;
  /** The placeholder names the field: the label is only for screen readers. */
  hideLabel?: boolean;
  error?: string;
  multiline?: boolean;
  registration: UseFormRegisterReturn;
}

export function TextField({ label, hideLabel, error, multiline, registration, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${styles.input} ${error ? styles.invalid : ''}`,
    ...registration,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      {multiline ? <textarea rows={6} placeholder={input.placeholder} {...shared} /> : <input {...input} {...shared} />}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
