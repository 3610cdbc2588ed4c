import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { PasswordField, TextField } from '../../../components/form-field.tsx';
import { useOwnApi } from '../../../lib/api/api-context.tsx';
import { listCountries } from '../../../lib/api/lookups.ts';
import { useApiData } from '../../../lib/api/use-api-data.ts';
import { useBusyRequest } from '../../../lib/api/use-busy-request.ts';
import {
  collectProblems,
  confirmationProblem,
  emailProblem,
  hasProblems,
  newPasswordProblem,
  phoneProblem,
  requiredProblem,
  type FieldProblems,
} from '../../../lib/form-rules.ts';
import { useAuth } from '../auth-provider.tsx';
import { register, type Registration } from '../sign-in-api.ts';
import { CountryCodeSelect } from './country-code-select.tsx';

type Field = 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'confirmation';

/** Registration (when enabled): the calling guest becomes the customer, keeping its cart. */
export function RegisterForm({
  defaultCountryCode,
  onRegistered,
}: {
  defaultCountryCode: string;
  onRegistered: () => void;
}) {
  const { t } = useTranslation();
  const api = useOwnApi();
  const { session, userId, ready } = useAuth();
  const [form, setForm] = useState<Registration & { confirmation: string }>({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    countryCode: defaultCountryCode,
    password: '',
    confirmation: '',
  });
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const { busy, run } = useBusyRequest();
  const countries = useApiData(listCountries, []);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectProblems<Field>({
      firstName: requiredProblem(form.firstName),
      lastName: requiredProblem(form.lastName),
      email: emailProblem(form.email),
      phone: phoneProblem(form.phone),
      password: newPasswordProblem(form.password),
      confirmation: confirmationProblem(form.password, form.confirmation),
    });
    setProblems(found);
    if (hasProblems(found) || !userId) return;
    await run(async () => {
      const { confirmation: _confirmation, ...registration } = form;
      // Registering on this device keeps the login here, as the guest it replaces was kept.
      session.signIn(await register(api, userId, { ...registration, email: form.email.trim() }), true);
      onRegistered();
    });
  };

  return (
    <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form-row">
        <TextField
          label={t('ui.prisma.account.firstName')}
          autoComplete="given-name"
          value={form.firstName}
          onChange={set('firstName')}
          problem={problems.firstName}
          required
        />
        <TextField
          label={t('ui.prisma.account.lastName')}
          autoComplete="family-name"
          value={form.lastName}
          onChange={set('lastName')}
          problem={problems.lastName}
          required
        />
      </div>
      <TextField
        label={t('ui.prisma.account.email')}
        type="email"
        autoComplete="email"
        dir="ltr"
        value={form.email}
        onChange={set('email')}
        problem={problems.email}
        required
      />
      <div className="phone-input">
        <CountryCodeSelect
          countries={countries.data}
          value={form.countryCode}
          onChange={(countryCode) => setForm({ ...form, countryCode })}
        />
        <TextField
          label={t('ui.prisma.account.phone')}
          className="phone-input__number"
          type="tel"
          autoComplete="tel-national"
          dir="ltr"
          value={form.phone}
          onChange={set('phone')}
          problem={problems.phone}
          required
        />
      </div>
      <PasswordField
        label={t('ui.prisma.account.password')}
        autoComplete="new-password"
        value={form.password}
        onChange={(password) => setForm({ ...form, password })}
        problem={problems.password}
      />
      <PasswordField
        label={t('ui.prisma.account.confirmPassword')}
        autoComplete="new-password"
        value={form.confirmation}
        onChange={(confirmation) => setForm({ ...form, confirmation })}
        problem={problems.confirmation}
      />
      <button type="submit" className="button" disabled={busy || !ready}>
        {t('ui.prisma.account.registerAction')}
      </button>
    </form>
  );
}
