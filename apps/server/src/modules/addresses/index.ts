/** Addresses: the customer's address book and the country / state / area lookups. */
export { createAddressesRepository, type AddressRow } from './addresses.repository.ts';
export { createAddressesService, type AddressesService } from './addresses.service.ts';
export { addressesRoutes } from './addresses.routes.ts';
export { createLookupsRepository } from './lookups.repository.ts';
export { createLookupsService, type LookupsService } from './lookups.service.ts';
