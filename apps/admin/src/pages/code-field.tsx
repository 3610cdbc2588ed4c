import { FieldError, Input, Label, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/** The 6-digit TOTP code, as sign-in and the account page ask for it. */
export function CodeField({ label, autoFocus = false }: { label: string; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField
      name="code"
      isRequired
      autoFocus={autoFocus}
      inputMode="numeric"
      autoComplete="one-time-code"
      validate={(value) => (/^\d{6}$/.test(value) ? null : t('admin.field.code'))}
    >
      <Label>{label}</Label>
      <Input dir="ltr" />
      <FieldError />
    </TextField>
  );
}
