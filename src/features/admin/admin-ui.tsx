// The console's small pieces: a query's loading and error states, a confirmation
// dialog, labelled fields for react-hook-form, dates, signed amounts and category names.
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode, type SelectHTMLAttributes, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { serverErrorText } from '../../api/error-text';
import { Banner } from '../../ui/banner';
import { Dialog } from '../../ui/dialog';
import { PageLoader } from '../../ui/page-loader';
import { formatTokenChange } from '../../domain/token-amount';
import { texts } from '../../i18n/fr';
import { useBrand } from '../../state/identity';
import { adminTexts } from './fr-admin';

/** A date in Paris time, in the shown language's format; an unreadable one as it came. */
const dateFormat = (options: Intl.DateTimeFormatOptions) => (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(texts.numbers.dates, { ...options, timeZone: 'Europe/Paris' });
};

export const formatDate = dateFormat({ dateStyle: 'short', timeStyle: 'short' });
export const formatDay = dateFormat({ dateStyle: 'long' });

export const errorText = (error: unknown) => serverErrorText(error, adminTexts.common.error);

/** A category's name, as the catalogue stores it: the points' one bears the currency's name from the settings. */
export function useCategoryLabel(): (category: string) => string {
  const labels = adminTexts.product.categories(useBrand().currencyName);
  return (category) => labels[category] ?? category;
}

/** A console page: its title, then its content (the console draws the tabs around it). */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h1>{title}</h1>
      {children}
    </>
  );
}

/** A signed H-Points amount, green or red. */
export function Delta({ value }: { value: number }) {
  return <span className={value < 0 ? 'adm-minus' : 'adm-plus'}>{formatTokenChange(value, texts.numbers)}</span>;
}

/** The loader while the first answer travels, the server's French error with "Réessayer", or the data. */
export function QueryView<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <PageLoader text={adminTexts.common.loading} />;
  if (query.isError)
    return (
      <div className="adm-stack">
        <Banner tone="error">{errorText(query.error)}</Banner>
        <button type="button" className="button-secondary adm-small" onClick={() => void query.refetch()}>
          {adminTexts.common.retry}
        </button>
      </div>
    );
  return <>{children(query.data)}</>;
}

interface ConfirmProps {
  title: string;
  open: boolean;
  busy?: boolean;
  error?: string | null;
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** Every write the console confirms first: what will happen, then "Confirmer" or "Annuler". */
export function ConfirmDialog({ title, open, busy, error, confirmLabel = adminTexts.common.confirm, onConfirm, onClose, children }: ConfirmProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button-secondary" onClick={onClose}>
            {adminTexts.common.cancel}
          </button>
          <button type="button" className="button-primary" disabled={busy} aria-busy={busy || undefined} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <div className="adm-stack">
        {children}
        {error && <Banner tone="error">{error}</Banner>}
      </div>
    </Dialog>
  );
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  registration: UseFormRegisterReturn;
}

function useFieldIds(error?: string, hint?: string) {
  const id = useId();
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return { id, describedBy: described || undefined };
}

function FieldNotes({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="adm-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="adm-error">
          {error}
        </p>
      )}
    </>
  );
}

export function InputField({ label, error, hint, registration, ...input }: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} {...registration} />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({ label, error, hint, registration, rows = 4, code }: FieldProps & { rows?: number; code?: boolean }) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={rows} className={code ? 'adm-code' : undefined} spellCheck={code ? false : undefined} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...registration} />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({ label, error, hint, registration, options, ...select }: FieldProps & { options: { value: string; label: string }[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select} {...registration}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

/** A checkbox; with `value`, one of a list registered under the same name. */
export function CheckField({ label, registration, value }: { label: string; registration: UseFormRegisterReturn; value?: string }) {
  const id = useId();
  return (
    <div className="adm-check">
      <input id={id} type="checkbox" value={value} {...registration} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A form's "Enregistrer", busy while its save travels. */
export function SaveButton({ pending }: { pending: boolean }) {
  return (
    <button type="submit" className="button-primary" disabled={pending} aria-busy={pending || undefined}>
      {pending ? adminTexts.common.saving : adminTexts.common.save}
    </button>
  );
}
