import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from '../lib/use-translation.tsx';
import type { FieldProblem } from '../lib/form-rules.ts';

interface FieldFrameProps {
  label: string;
  problem?: FieldProblem | null | undefined;
  hint?: string | undefined;
  id?: string | undefined;
  className?: string | undefined;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control and its message (a translated problem, else a hint), tied together for screen readers. */
function FieldFrame({ label, problem, hint, id, className, children }: FieldFrameProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const messageId = `${controlId}-message`;
  const message = problem ? t(problem.key, problem.values) : hint;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className="field__label">
        {label}
      </label>
      {children({
        id: controlId,
        ...(problem ? { 'aria-invalid': true } : {}),
        ...(message ? { 'aria-describedby': messageId } : {}),
      })}
      {message && (
        <p id={messageId} className={problem ? 'field__error' : 'field__hint'}>
          {message}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> &
  Omit<FieldFrameProps, 'children'> & { ref?: Ref<HTMLInputElement> };

export function TextField({ label, problem, hint, id, className, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} problem={problem} hint={hint} id={id} className={className}>
      {(control) => <input {...input} {...control} ref={ref} className="field__control" />}
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> &
  Omit<FieldFrameProps, 'children'>;

export function SelectField({
  label,
  problem,
  hint,
  id,
  className,
  children,
  ...select
}: SelectFieldProps & { children: ReactNode }) {
  return (
    <FieldFrame label={label} problem={problem} hint={hint} id={id} className={className}>
      {(control) => (
        <select {...select} {...control} className="field__control">
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

interface PasswordFieldProps {
  label: string;
  /**
   * `current-password` where the shopper proves who they are, `new-password` where one is chosen
   * (and confirmed): password managers fill the one and offer to generate the other.
   */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (password: string) => void;
  problem?: FieldProblem | null | undefined;
}

/** A required, masked password input. */
export function PasswordField({ onChange, ...field }: PasswordFieldProps) {
  return <TextField {...field} type="password" onChange={(event) => onChange(event.target.value)} required />;
}

/** A checkbox with its label on the same line. */
export function CheckboxField({
  label,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { label: string }) {
  return (
    <label className="checkbox-field">
      <input {...input} type="checkbox" />
      <span>{label}</span>
    </label>
  );
}
