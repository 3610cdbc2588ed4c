import type { CustomerProfile } from '@storefront/contracts';
import type { ApiClient } from '../../lib/api/api-client.ts';
import type { AddressPayload } from '../../lib/address-rules.ts';

// The account page's calls (SPEC §7 "Auth and account", "Addresses"); {userId} is the acting user.

export interface ProfileFields {
  displayName: string;
  firstName: string;
  lastName: string;
  email: string;
}

export const getProfile = (api: ApiClient) => api.get('/api/users/customers/{userId}');

/** SPEC §7: the body adds an empty avatarPath (keep the picture) unless a new one is given. */
export const updateProfile = (api: ApiClient, fields: ProfileFields, avatarPath = '') =>
  api.put('/api/users/customers/{userId}', { body: { ...fields, avatarPath } });

export const changePassword = (api: ApiClient, oldPassword: string, newPassword: string) =>
  api.put('/api/users/{userId}/change-customer-password', { body: { oldPassword, newPassword } });

export const listAddresses = (api: ApiClient) => api.get('/api/customers/{userId}/addresses');

export const createAddress = (api: ApiClient, body: AddressPayload) =>
  api.post('/api/customers/{userId}/address', { body });

export const updateAddress = (api: ApiClient, addressId: number, body: AddressPayload) =>
  api.put('/api/customers/{userId}/address/{id}', { params: { id: addressId }, body });

export const deleteAddress = (api: ApiClient, addressId: number) =>
  api.delete('/api/customers/{userId}/address/{id}', { params: { id: addressId } });

/** The editable fields as they are now ('' where the profile has nothing). */
export function profileFields(profile: CustomerProfile): ProfileFields {
  return {
    displayName: profile.displayName ?? '',
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    email: profile.email ?? '',
  };
}

/**
 * Makes an uploaded picture the avatar, the other fields unchanged. The API wants a display
 * name, which an account made by phone does not have yet: its phone number stands in.
 */
export const saveAvatar = (api: ApiClient, profile: CustomerProfile, avatarPath: string) =>
  updateProfile(
    api,
    { ...profileFields(profile), displayName: profile.displayName ?? profile.phone ?? '' },
    avatarPath,
  );
