import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { toast } from '../../../components/toasts.tsx';
import { CheckboxField, PasswordField, TextField } from '../../../components/form-field.tsx';
import { useOwnApi } from '../../../lib/api/api-context.tsx';
import { successToastMessage } from '../../../lib/api/toast-messages.ts';
import { useBusyRequest } from '../../../lib/api/use-busy-request.ts';
import {
  collectProblems,
  emailProblem,
  hasProblems,
  requiredProblem,
  type FieldProblems,
} from '../../../lib/form-rules.ts';
import { useAuth } from '../auth-provider.tsx';
import { requestPasswordReset, signInByEmail } from '../sign-in-api.ts';

/** E-mail and password sign-in (only when the shop enables it, SPEC §6), with "forgot password". */
export function EmailSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const api = useOwnApi();
  const { session } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [forgotten, setForgotten] = useState(false);
  const [problems, setProblems] = useState<FieldProblems<'email' | 'password'>>({});
  const { busy, run } = useBusyRequest();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectProblems({
      email: emailProblem(email),
      password: forgotten ? null : requiredProblem(password),
    });
    setProblems(found);
    if (hasProblems(found)) return;
    await run(async () => {
      if (forgotten) {
        toast.success(successToastMessage(await requestPasswordReset(api, email.trim()), t));
        setForgotten(false);
      } else {
        session.signIn(await signInByEmail(api, { email: email.trim(), password, rememberMe }), rememberMe);
        onSignedIn();
      }
    });
  };

  return (
    <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('ui.prisma.account.email')}
        type="email"
        autoComplete="email"
        dir="ltr"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        problem={problems.email}
        required
      />
      {!forgotten && (
        <>
          <PasswordField
            label={t('ui.prisma.account.password')}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            problem={problems.password}
          />
          <CheckboxField
            label={t('ui.prisma.account.rememberMe')}
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.target.checked)}
          />
        </>
      )}
      <button type="submit" className="button" disabled={busy}>
        {forgotten ? t('ui.prisma.account.sendResetLink') : t('ui.prisma.account.logInAction')}
      </button>
      <button type="button" className="link-button" onClick={() => setForgotten(!forgotten)}>
        {forgotten ? t('ui.prisma.account.backToSignIn') : t('ui.prisma.account.forgotPassword')}
      </button>
    </form>
  );
}
