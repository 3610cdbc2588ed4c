import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { toast } from '../../../components/toasts.tsx';
import type { Address, CustomerProfile } from '@storefront/contracts';
import { DotsLoader } from '../../../components/dots-loader.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { listCountries } from '../../../lib/api/lookups.ts';
import { errorToastMessage, successToastMessage } from '../../../lib/api/toast-messages.ts';
import { useApiData } from '../../../lib/api/use-api-data.ts';
import { createAddress, deleteAddress, listAddresses, updateAddress } from '../account-api.ts';
import {
  addressFormFrom,
  addressLines,
  addressPayload,
  countryIdOf,
  emptyAddressForm,
  type AddressForm as AddressValues,
} from '../../../lib/address-rules.ts';
import { AddressForm } from './address-form.tsx';

/** What the form is open for: nothing, a new address, or one being edited. */
type Editing = null | 'new' | Address;

/** The address book: list, add, edit, delete, make default; a new address starts in the shop's country. */
export function AddressBook({
  profile,
  defaultCountryCode,
}: {
  profile: CustomerProfile;
  defaultCountryCode: string | null;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const addresses = useApiData(listAddresses, [profile.userId]);
  const countries = useApiData(listCountries, []);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmingDelete, setConfirmingDelete] = useState<number | null>(null);

  /** Runs a change, says how it went (SPEC §8) and shows the book as it now is. */
  const change = async (task: () => Promise<unknown>) => {
    try {
      toast.success(successToastMessage(await task(), t));
      setEditing(null);
      addresses.reload();
    } catch (error) {
      toast.error(errorToastMessage(error, t));
    }
  };

  const save = (values: AddressValues) => {
    const existing = editing === 'new' ? null : editing;
    const body = addressPayload(values, existing);
    return change(() => (existing ? updateAddress(api, existing.addressId, body) : createAddress(api, body)));
  };

  const newAddressForm = () =>
    emptyAddressForm({
      countryId: countryIdOf(countries.data, defaultCountryCode),
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      phone: profile.phone ?? '',
      email: profile.email ?? '',
    });

  if (!addresses.data)
    return addresses.error ? (
      <p>{errorToastMessage(addresses.error, t)}</p>
    ) : (
      <DotsLoader label={t('ui.prisma.common.loading')} />
    );

  return (
    <div className="address-book">
      {addresses.data.length === 0 && <p className="muted">{t('ui.prisma.account.address.none')}</p>}
      <ul className="address-book__list">
        {addresses.data.map((address) => (
          <li key={address.addressId} className="address-card">
            <p className="address-card__name">
              {address.firstName} {address.lastName}
              {address.isDefault && (
                <span className="address-card__badge">{t('ui.prisma.account.address.default')}</span>
              )}
            </p>
            {addressLines(address, t).map((line) => (
              <p key={line} className="address-card__line">
                {line}
              </p>
            ))}
            <p className="address-card__line">
              <bdi dir="ltr">{address.phone}</bdi>
            </p>
            <div className="address-card__actions">
              <button
                type="button"
                className="link-button"
                onClick={() => setEditing(address)}
                aria-label={t('ui.prisma.account.address.editOf', { name: address.firstName })}
              >
                {t('ui.prisma.account.address.edit')}
              </button>
              {!address.isDefault && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() =>
                    void change(() =>
                      updateAddress(
                        api,
                        address.addressId,
                        addressPayload({ ...addressFormFrom(address), isDefault: true }, address),
                      ),
                    )
                  }
                >
                  {t('ui.prisma.account.address.makeDefaultAction')}
                </button>
              )}
              {confirmingDelete === address.addressId ? (
                <>
                  <button
                    type="button"
                    className="link-button link-button--danger"
                    onClick={() => void change(() => deleteAddress(api, address.addressId))}
                  >
                    {t('ui.prisma.account.address.confirmDelete')}
                  </button>
                  <button type="button" className="link-button" onClick={() => setConfirmingDelete(null)}>
                    {t('ui.prisma.account.cancel')}
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className="link-button link-button--danger"
                  onClick={() => setConfirmingDelete(address.addressId)}
                >
                  {t('ui.prisma.account.address.delete')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {editing === null ? (
        <button type="button" className="button button--outline" onClick={() => setEditing('new')}>
          {t('ui.prisma.account.address.add')}
        </button>
      ) : (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.addressId}
          initial={editing === 'new' ? newAddressForm() : addressFormFrom(editing)}
          existing={editing === 'new' ? null : editing}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      )}
    </div>
  );
}
