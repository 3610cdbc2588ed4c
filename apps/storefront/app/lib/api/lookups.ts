import type { ApiClient } from './api-client.ts';

// The SPEC §7 look-ups behind the phone country picker and the address form's dependent selects.

export const listCountries = (api: ApiClient) => api.get('/api/countries');
export const listStates = (api: ApiClient, countryId: number) => api.get('/api/states', { query: { countryId } });
export const listAreas = (api: ApiClient, stateId: number) => api.get('/api/areas', { query: { stateId } });
