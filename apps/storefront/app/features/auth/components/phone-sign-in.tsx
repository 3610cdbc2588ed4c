import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { toast } from '../../../components/toasts.tsx';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@storefront/contracts';
import { CheckboxField, TextField } from '../../../components/form-field.tsx';
import { useOwnApi } from '../../../lib/api/api-context.tsx';
import { listCountries } from '../../../lib/api/lookups.ts';
import { errorToastMessage, successToastMessage } from '../../../lib/api/toast-messages.ts';
import { useApiData } from '../../../lib/api/use-api-data.ts';
import { collectProblems, hasProblems, otpProblem, phoneProblem, type FieldProblems } from '../../../lib/form-rules.ts';
import { useAuth } from '../auth-provider.tsx';
import { useResendCountdown } from '../resend-countdown.ts';
import { requestSignInCode, signInByPhone } from '../sign-in-api.ts';
import { CountryCodeSelect } from './country-code-select.tsx';

/**
 * SPEC §6 OTP sign-in: the phone with its country code, then the code sent to it (with a resend
 * timer) and "remember me". The guest's token goes along, so its cart follows it.
 */
export function PhoneSignIn({
  defaultCountryCode,
  onSignedIn,
}: {
  defaultCountryCode: string;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation();
  const api = useOwnApi();
  const { session } = useAuth();
  const [countryCode, setCountryCode] = useState(defaultCountryCode);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [codeSentAt, setCodeSentAt] = useState<number | null>(null);
  const [problems, setProblems] = useState<FieldProblems<'phone' | 'code'>>({});
  const [busy, setBusy] = useState(false);
  const resendIn = useResendCountdown(codeSentAt, OTP_RESEND_SECONDS);
  const codeInput = useRef<HTMLInputElement>(null);
  const countries = useApiData(listCountries, []);
  const dialCode = countries.data?.find((country) => country.code === countryCode)?.phoneCode ?? '';

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } catch (error) {
      toast.error(errorToastMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () =>
    run(async () => {
      const answer = await requestSignInCode(api, { phone, countryCode });
      toast.success(successToastMessage(answer, t));
      setCodeSentAt(Date.now());
      setCode('');
      codeInput.current?.focus();
    });

  const onPhoneSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = collectProblems({ phone: phoneProblem(phone) });
    setProblems(found);
    if (!hasProblems(found)) void sendCode();
  };

  const onCodeSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = collectProblems({ code: otpProblem(code) });
    setProblems(found);
    if (hasProblems(found)) return;
    void run(async () => {
      session.signIn(await signInByPhone(api, { phone, countryCode, code: code.trim(), rememberMe }), rememberMe);
      onSignedIn();
    });
  };

  if (codeSentAt === null) {
    return (
      <form className="form-stack" onSubmit={onPhoneSubmit} noValidate>
        <div className="phone-input">
          <CountryCodeSelect countries={countries.data} value={countryCode} onChange={setCountryCode} />
          <TextField
            label={t('ui.prisma.account.phone')}
            className="phone-input__number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            dir="ltr"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            problem={problems.phone}
            required
          />
        </div>
        <button type="submit" className="button" disabled={busy}>
          {t('ui.prisma.account.sendCode')}
        </button>
      </form>
    );
  }

  return (
    <form className="form-stack" onSubmit={onCodeSubmit} noValidate>
      <p className="muted">
        {t('ui.prisma.account.codeSentTo')} <bdi dir="ltr">{`${dialCode} ${phone}`.trim()}</bdi>{' '}
        <button type="button" className="link-button" onClick={() => setCodeSentAt(null)}>
          {t('ui.prisma.account.changePhone')}
        </button>
      </p>
      <TextField
        ref={codeInput}
        label={t('ui.prisma.account.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        pattern={`\\d{${OTP_LENGTH}}`}
        dir="ltr"
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        problem={problems.code}
        required
        autoFocus
      />
      <CheckboxField
        label={t('ui.prisma.account.rememberMe')}
        checked={rememberMe}
        onChange={(event) => setRememberMe(event.target.checked)}
      />
      <button type="submit" className="button" disabled={busy}>
        {t('ui.prisma.account.logInAction')}
      </button>
      <button type="button" className="link-button" onClick={() => void sendCode()} disabled={busy || resendIn > 0}>
        {resendIn > 0 ? t('ui.prisma.account.resendIn', { seconds: resendIn }) : t('ui.prisma.account.resendCode')}
      </button>
    </form>
  );
}
