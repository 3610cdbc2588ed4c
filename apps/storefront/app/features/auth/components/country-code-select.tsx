import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Country } from '@storefront/contracts';
import { SelectField } from '../../../components/form-field.tsx';

/** The phone number's country (its dialling code); `countries` from the look-up, undefined while it loads. */
export function CountryCodeSelect({
  countries,
  value,
  onChange,
}: {
  countries: Country[] | undefined;
  value: string;
  onChange: (countryCode: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('ui.prisma.account.countryCode')}
      className="phone-input__country"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="tel-country-code"
    >
      {/* Until the list arrives the chosen country still shows, so nothing jumps. */}
      {(countries ?? [{ code: value, name: value.toUpperCase(), phoneCode: '' }]).map((country) => (
        <option key={country.code} value={country.code}>
          {country.phoneCode ? `${country.name} (${country.phoneCode})` : country.name}
        </option>
      ))}
    </SelectField>
  );
}
