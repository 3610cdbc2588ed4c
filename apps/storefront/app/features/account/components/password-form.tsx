import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { toast } from '../../../components/toasts.tsx';
import { PasswordField } from '../../../components/form-field.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { successToastMessage } from '../../../lib/api/toast-messages.ts';
import { useBusyRequest } from '../../../lib/api/use-busy-request.ts';
import {
  collectProblems,
  confirmationProblem,
  hasProblems,
  newPasswordProblem,
  requiredProblem,
  type FieldProblems,
} from '../../../lib/form-rules.ts';
import { changePassword } from '../account-api.ts';

type Field = 'oldPassword' | 'newPassword' | 'confirmation';
const EMPTY = { oldPassword: '', newPassword: '', confirmation: '' };

/** Password change; an account made by phone sets its first password without an old one. */
export function PasswordForm({ hasPassword, onSaved }: { hasPassword: boolean; onSaved: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [fields, setFields] = useState<Record<Field, string>>(EMPTY);
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const { busy, run } = useBusyRequest();
  const set = (field: Field) => (value: string) => setFields({ ...fields, [field]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectProblems<Field>({
      oldPassword: hasPassword ? requiredProblem(fields.oldPassword) : null,
      newPassword: newPasswordProblem(fields.newPassword),
      confirmation: confirmationProblem(fields.newPassword, fields.confirmation),
    });
    setProblems(found);
    if (hasProblems(found)) return;
    await run(async () => {
      toast.success(successToastMessage(await changePassword(api, fields.oldPassword, fields.newPassword), t));
      setFields(EMPTY);
      onSaved();
    });
  };

  return (
    <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
      {!hasPassword && <p className="muted">{t('ui.prisma.account.noPasswordYet')}</p>}
      {hasPassword && (
        <PasswordField
          label={t('ui.prisma.account.oldPassword')}
          autoComplete="current-password"
          value={fields.oldPassword}
          onChange={set('oldPassword')}
          problem={problems.oldPassword}
        />
      )}
      <PasswordField
        label={t('ui.prisma.account.newPassword')}
        autoComplete="new-password"
        value={fields.newPassword}
        onChange={set('newPassword')}
        problem={problems.newPassword}
      />
      <PasswordField
        label={t('ui.prisma.account.confirmPassword')}
        autoComplete="new-password"
        value={fields.confirmation}
        onChange={set('confirmation')}
        problem={problems.confirmation}
      />
      <button type="submit" className="button" disabled={busy}>
        {t('ui.prisma.account.savePassword')}
      </button>
    </form>
  );
}
