import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { toast } from '../../../components/toasts.tsx';
import type { CustomerProfile } from '@storefront/contracts';
import { TextField } from '../../../components/form-field.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { successToastMessage } from '../../../lib/api/toast-messages.ts';
import { useBusyRequest } from '../../../lib/api/use-busy-request.ts';
import {
  collectProblems,
  emailProblem,
  hasProblems,
  requiredProblem,
  type FieldProblems,
} from '../../../lib/form-rules.ts';
import { profileFields, updateProfile, type ProfileFields } from '../account-api.ts';

/** Display name, first and last name and e-mail; the phone changes only by signing in with another. */
export function ProfileForm({ profile, onSaved }: { profile: CustomerProfile; onSaved: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [fields, setFields] = useState<ProfileFields>(() => profileFields(profile));
  const [problems, setProblems] = useState<FieldProblems<keyof ProfileFields>>({});
  const { busy, run } = useBusyRequest();
  const set = (field: keyof ProfileFields) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectProblems({
      displayName: requiredProblem(fields.displayName),
      email: emailProblem(fields.email, { optional: true }),
    });
    setProblems(found);
    if (hasProblems(found)) return;
    await run(async () => {
      toast.success(successToastMessage(await updateProfile(api, fields), t));
      onSaved();
    });
  };

  return (
    <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('ui.prisma.account.displayName')}
        autoComplete="nickname"
        value={fields.displayName}
        onChange={set('displayName')}
        problem={problems.displayName}
        required
      />
      <div className="form-row">
        <TextField
          label={t('ui.prisma.account.firstName')}
          autoComplete="given-name"
          value={fields.firstName}
          onChange={set('firstName')}
        />
        <TextField
          label={t('ui.prisma.account.lastName')}
          autoComplete="family-name"
          value={fields.lastName}
          onChange={set('lastName')}
        />
      </div>
      <TextField
        label={t('ui.prisma.account.emailOptional')}
        type="email"
        autoComplete="email"
        dir="ltr"
        value={fields.email}
        onChange={set('email')}
        problem={problems.email}
      />
      <TextField
        label={t('ui.prisma.account.phone')}
        type="tel"
        dir="ltr"
        value={profile.phone ?? ''}
        readOnly
        hint={t('ui.prisma.account.phoneReadOnly')}
      />
      <button type="submit" className="button" disabled={busy}>
        {t('ui.prisma.account.saveProfile')}
      </button>
    </form>
  );
}
