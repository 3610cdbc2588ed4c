import { useState } from 'react';
import { Button, FieldError, Form, Heading, Input, Label, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { adminApi } from '../api/admin-api.ts';
import { useSession } from '../session.tsx';
import { LanguageSwitch } from '../shell/language-switch.tsx';
import { CodeField } from './code-field.tsx';
import { errorText } from './error-text.ts';

/** E-mail and password, then a TOTP code when the account has a second factor. */
export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (session.profile) return <Navigate to="/" replace />;

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  }

  const signInWithPassword = (form: FormData) =>
    run(async () => {
      const answer = await adminApi('post', '/admin-api/sign-in', {
        body: { email: String(form.get('email')), password: String(form.get('password')) },
      });
      if (answer.status === 'totp-required') return setChallenge(answer.challenge);
      await session.signedIn(answer.tokens);
      navigate('/', { replace: true });
    });

  const signInWithCode = (form: FormData) =>
    run(async () => {
      const tokens = await adminApi('post', '/admin-api/sign-in/totp', {
        body: { challenge: challenge!, code: String(form.get('code')) },
      });
      await session.signedIn(tokens);
      navigate('/', { replace: true });
    });

  return (
    <main className="login">
      <div className="login-language">
        <LanguageSwitch />
      </div>
      <section className="card login-card" aria-labelledby="login-title">
        <Heading level={1} id="login-title">
          {challenge ? t('admin.login.totp.title') : t('admin.login.title')}
        </Heading>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        {challenge ? (
          <Form
            className="form"
            onSubmit={(event) => {
              event.preventDefault();
              void signInWithCode(new FormData(event.currentTarget));
            }}
          >
            <p>{t('admin.login.totp.help')}</p>
            <CodeField label={t('admin.login.totp.code')} autoFocus />
            <Button type="submit" className="button" isPending={busy}>
              {t('admin.login.totp.submit')}
            </Button>
            <Button className="button button-quiet" onPress={() => setChallenge(null)}>
              {t('admin.login.totp.back')}
            </Button>
          </Form>
        ) : (
          <Form
            className="form"
            onSubmit={(event) => {
              event.preventDefault();
              void signInWithPassword(new FormData(event.currentTarget));
            }}
          >
            <TextField name="email" type="email" isRequired autoComplete="username" validate={required(t)}>
              <Label>{t('admin.login.email')}</Label>
              <Input dir="ltr" />
              <FieldError />
            </TextField>
            <TextField
              name="password"
              type="password"
              isRequired
              autoComplete="current-password"
              validate={required(t)}
            >
              <Label>{t('admin.login.password')}</Label>
              <Input dir="ltr" />
              <FieldError />
            </TextField>
            <Button type="submit" className="button" isPending={busy}>
              {t('admin.login.submit')}
            </Button>
          </Form>
        )}
      </section>
    </main>
  );
}

const required = (t: (key: 'admin.field.required') => string) => (value: string) =>
  value.trim() === '' ? t('admin.field.required') : null;
