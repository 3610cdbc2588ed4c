import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { requiredAddressDetails, type Address } from '@storefront/contracts';
import { CheckboxField, SelectField, TextField } from '../../../components/form-field.tsx';
import { listAreas, listCountries, listStates } from '../../../lib/api/lookups.ts';
import { useApiData } from '../../../lib/api/use-api-data.ts';
import { hasProblems, type FieldProblems } from '../../../lib/form-rules.ts';
import {
  ADDRESS_DETAIL_FIELDS,
  ADDRESS_FIELD_LABEL_KEYS,
  validateAddress,
  type AddressField,
  type AddressForm as AddressValues,
} from '../../../lib/address-rules.ts';

interface AddressFormProps {
  initial: AddressValues;
  /** The address being edited; null for a new one. */
  existing: Address | null;
  onSubmit: (values: AddressValues) => Promise<void>;
  onCancel: () => void;
}

/** The address form: country → state → area selects that load from the look-ups, then the door. */
export function AddressForm({ initial, existing, onSubmit, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<FieldProblems<AddressField>>({});
  const [busy, setBusy] = useState(false);

  const countries = useApiData(listCountries, []);
  const countryId = Number(values.countryId);
  const stateId = Number(values.stateId);
  const states = useApiData(countryId ? (api) => listStates(api, countryId) : null, [countryId]);
  const areas = useApiData(stateId ? (api) => listAreas(api, stateId) : null, [stateId]);
  const countryCode = countries.data?.find((country) => country.countryId === countryId)?.code ?? null;
  const requiredDetails = new Set(countryCode ? requiredAddressDetails(countryCode) : []);

  const set = (field: AddressField) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });
  // A new parent makes the old children meaningless.
  const chooseCountry = (event: { target: { value: string } }) =>
    setValues({ ...values, countryId: event.target.value, stateId: '', areaId: '' });
  const chooseState = (event: { target: { value: string } }) =>
    setValues({ ...values, stateId: event.target.value, areaId: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddress(values, { countryCode, stateHasAreas: (areas.data?.length ?? 0) > 0 });
    setProblems(found);
    if (hasProblems(found)) return;
    setBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setBusy(false);
    }
  };

  const label = (field: AddressField) => t(ADDRESS_FIELD_LABEL_KEYS[field]);
  const choose = t('ui.prisma.account.address.choose');

  return (
    <form className="form-stack address-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="address-form__title">
        {existing ? t('ui.prisma.account.address.editTitle') : t('ui.prisma.account.address.addTitle')}
      </h3>
      <div className="form-row">
        <TextField
          label={label('firstName')}
          autoComplete="given-name"
          value={values.firstName}
          onChange={set('firstName')}
          problem={problems.firstName}
          required
        />
        <TextField
          label={label('lastName')}
          autoComplete="family-name"
          value={values.lastName}
          onChange={set('lastName')}
          problem={problems.lastName}
          required
        />
      </div>
      <div className="form-row">
        <TextField
          label={label('phone')}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          value={values.phone}
          onChange={set('phone')}
          problem={problems.phone}
          required
        />
        <TextField
          label={label('email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          value={values.email}
          onChange={set('email')}
          problem={problems.email}
        />
      </div>
      <div className="form-row form-row--three">
        <SelectField
          label={label('countryId')}
          value={values.countryId}
          onChange={chooseCountry}
          problem={problems.countryId}
          required
        >
          <option value="">{choose}</option>
          {countries.data?.map((country) => (
            <option key={country.countryId} value={country.countryId}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={label('stateId')}
          value={values.stateId}
          onChange={chooseState}
          problem={problems.stateId}
          disabled={!states.data}
          required
        >
          <option value="">{choose}</option>
          {states.data?.map((state) => (
            <option key={state.stateId} value={state.stateId}>
              {state.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={label('areaId')}
          value={values.areaId}
          onChange={set('areaId')}
          problem={problems.areaId}
          disabled={!areas.data?.length}
          required={(areas.data?.length ?? 0) > 0}
        >
          <option value="">{choose}</option>
          {areas.data?.map((area) => (
            <option key={area.areaId} value={area.areaId}>
              {area.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="form-row form-row--details">
        {ADDRESS_DETAIL_FIELDS.map((field) => (
          <TextField
            key={field}
            label={label(field)}
            value={values[field]}
            onChange={set(field)}
            problem={problems[field]}
            required={requiredDetails.has(field)}
          />
        ))}
      </div>
      <CheckboxField
        label={t('ui.prisma.account.address.makeDefault')}
        checked={values.isDefault}
        onChange={(event) => setValues({ ...values, isDefault: event.target.checked })}
      />
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {t('ui.prisma.account.address.save')}
        </button>
        <button type="button" className="button button--outline" onClick={onCancel}>
          {t('ui.prisma.account.cancel')}
        </button>
      </div>
    </form>
  );
}
