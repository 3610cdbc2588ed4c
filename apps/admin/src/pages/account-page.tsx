import { useState } from 'react';
import { Button, Form, Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../api/admin-api.ts';
import { useSession } from '../session.tsx';
import { CodeField } from './code-field.tsx';
import { ActionMessage, useActionMessage } from './action-message.tsx';
import { TextInputField } from './text-input-field.tsx';

/** Who is signed in, turning the TOTP second factor on (key and otpauth link shown) or off, and one's password. */
export function AccountPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [enrolment, setEnrolment] = useState<{ secret: string; uri: string } | null>(null);
  const { message, run } = useActionMessage();
  const profile = session.profile;
  if (!profile) return null;

  const codeOf = (form: HTMLFormElement) => String(new FormData(form).get('code'));

  return (
    <section aria-labelledby="account-title">
      <Heading level={1} id="account-title">
        {t('admin.account.title')}
      </Heading>
      <dl className="details card">
        <dt>{t('admin.login.email')}</dt>
        <dd dir="ltr">{profile.email}</dd>
        <dt>{t('admin.account.role')}</dt>
        <dd>{t(`admin.role.${profile.role}`)}</dd>
      </dl>

      <section className="card" aria-labelledby="totp-title">
        <Heading level={2} id="totp-title">
          {t('admin.account.totp.title')}
        </Heading>
        <p>{profile.totpEnabled ? t('admin.account.totp.on') : t('admin.account.totp.off')}</p>
        <ActionMessage message={message} />
        {!profile.totpEnabled && !enrolment && (
          <Button
            className="button"
            onPress={() =>
              run(async () => {
                setEnrolment(await adminApi('post', '/admin-api/me/totp'));
                return t('admin.account.totp.instructions');
              })
            }
          >
            {t('admin.account.totp.start')}
          </Button>
        )}
        {!profile.totpEnabled && enrolment && (
          <>
            <dl className="details">
              <dt>{t('admin.account.totp.secret')}</dt>
              <dd>
                <code dir="ltr" className="secret">
                  {enrolment.secret}
                </code>
              </dd>
              <dt>{t('admin.account.totp.uri')}</dt>
              <dd>
                <a href={enrolment.uri} dir="ltr" className="uri">
                  {enrolment.uri}
                </a>
              </dd>
            </dl>
            <CodeForm
              submit={t('admin.account.totp.confirm')}
              onCode={(form) =>
                run(async () => {
                  await adminApi('post', '/admin-api/me/totp/confirm', { body: { code: codeOf(form) } });
                  setEnrolment(null);
                  await session.reload();
                  return t('admin.account.totp.enabled');
                })
              }
            />
          </>
        )}
        {profile.totpEnabled && (
          <CodeForm
            submit={t('admin.account.totp.disable')}
            onCode={(form) =>
              run(async () => {
                await adminApi('post', '/admin-api/me/totp/disable', { body: { code: codeOf(form) } });
                await session.reload();
                return t('admin.account.totp.disabled');
              })
            }
          />
        )}
      </section>

      <section className="card" aria-labelledby="password-title">
        <Heading level={2} id="password-title">
          {t('admin.account.password.title')}
        </Heading>
        <Form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            const form = event.currentTarget;
            const data = new FormData(form);
            void run(async () => {
              await adminApi('put', '/admin-api/me/password', {
                body: {
                  currentPassword: String(data.get('currentPassword')),
                  newPassword: String(data.get('newPassword')),
                },
              });
              form.reset();
              return t('admin.account.password.changed');
            });
          }}
        >
          <TextInputField
            name="currentPassword"
            type="password"
            isRequired
            label={t('admin.account.password.current')}
            dir="ltr"
            autoComplete="current-password"
          />
          <TextInputField
            name="newPassword"
            type="password"
            isRequired
            minLength={8}
            label={t('admin.account.password.new')}
            dir="ltr"
            autoComplete="new-password"
          />
          <Button type="submit" className="button">
            {t('admin.account.password.submit')}
          </Button>
        </Form>
      </section>
    </section>
  );
}

function CodeForm({ submit, onCode }: { submit: string; onCode(form: HTMLFormElement): Promise<void> }) {
  const { t } = useTranslation();
  return (
    <Form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        void onCode(event.currentTarget);
      }}
    >
      <CodeField label={t('admin.account.totp.code')} />
      <Button type="submit" className="button">
        {submit}
      </Button>
    </Form>
  );
}
