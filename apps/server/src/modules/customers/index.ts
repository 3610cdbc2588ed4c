/** Customers: accounts, registration, profile, password change, phone numbers. */
export { createCustomersRepository, type CustomerRow } from './customers.repository.ts';
export { createCustomersService, type CustomersService } from './customers.service.ts';
export { customersRoutes } from './customers.routes.ts';
export { createCustomerAccounts, type CustomerAccounts } from './customer-accounts.ts';
export { createCustomerSearch } from './customer-search.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { normalizePhone, phoneOrThrow } from './phone-number.ts';
/** What the module answers on success, in every language (a test checks each is translated). */
export { CUSTOMER_MESSAGES } from './customer-messages.ts';
export { createCustomerAdmin, type CustomerAdmin } from './customer-admin.service.ts';
export { customersAdminRoutes } from './customers.admin.routes.ts';
