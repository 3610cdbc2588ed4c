import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { toast } from '../../../components/toasts.tsx';
import { DotsLoader } from '../../../components/dots-loader.tsx';
import { PasswordField } from '../../../components/form-field.tsx';
import { useOwnApi } from '../../../lib/api/api-context.tsx';
import { successToastMessage } from '../../../lib/api/toast-messages.ts';
import { useBusyRequest } from '../../../lib/api/use-busy-request.ts';
import { useApiData } from '../../../lib/api/use-api-data.ts';
import {
  collectProblems,
  confirmationProblem,
  hasProblems,
  newPasswordProblem,
  type FieldProblems,
} from '../../../lib/form-rules.ts';
import { checkResetToken, resetPassword } from '../sign-in-api.ts';

/** The e-mailed reset link's page: checks the link, then sets the new password. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const api = useOwnApi();
  const status = useApiData(token ? (client) => checkResetToken(client, token) : null, [token]);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<FieldProblems<'password' | 'confirmation'>>({});
  const { busy, run } = useBusyRequest();

  if (token && status.data === undefined && !status.error) return <DotsLoader label={t('ui.prisma.common.loading')} />;
  if (!token || !status.data?.valid) {
    return (
      <>
        <p>{t('ui.prisma.account.resetLinkInvalid')}</p>
        <Link to="/login" className="button">
          {t('ui.prisma.account.logIn')}
        </Link>
      </>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectProblems({
      password: newPasswordProblem(password),
      confirmation: confirmationProblem(password, confirmation),
    });
    setProblems(found);
    if (hasProblems(found)) return;
    await run(async () => {
      toast.success(successToastMessage(await resetPassword(api, token, password), t));
      onDone();
    });
  };

  return (
    <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
      <PasswordField
        label={t('ui.prisma.account.newPassword')}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        problem={problems.password}
      />
      <PasswordField
        label={t('ui.prisma.account.confirmPassword')}
        autoComplete="new-password"
        value={confirmation}
        onChange={setConfirmation}
        problem={problems.confirmation}
      />
      <button type="submit" className="button" disabled={busy}>
        {t('ui.prisma.account.savePassword')}
      </button>
    </form>
  );
}
