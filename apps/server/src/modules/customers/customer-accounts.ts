import type { ContentLanguage } from '../../lib/language.ts';
import type { CustomerSearch } from './customer-search.ts';
import type { CustomerRow, CustomersRepository } from './customers.repository.ts';

/**
 * What other modules may do with customer accounts (auth signs in and resets passwords,
 * sessions finds whom support acts as, wishlist names a list's owner): the customers module
 * keeps its table and repository to itself.
 */
export function createCustomerAccounts(repository: CustomersRepository, search: CustomerSearch) {
  return {
    findById: repository.findById,
    findByPhone: repository.findByPhone,
    findByEmail: repository.findByEmail,
    /** Signed-up customers whose name, e-mail or phone contains the text (support staff look them up). */
    search,
    createGuest: (language: ContentLanguage): Promise<CustomerRow> => repository.insert({ role: 'guest', language }),
    /** A verified phone becomes a customer: the calling guest when there is one, else a new account. */
    registerPhone: (guestId: string | null, phone: string): Promise<CustomerRow | null> =>
      guestId
        ? repository.update(guestId, { role: 'customer', phone })
        : repository.insert({ role: 'customer', phone }),
    setPasswordHash: async (customerId: string, passwordHash: string): Promise<void> => {
      await repository.update(customerId, { passwordHash });
    },
  };
}
export type CustomerAccounts = ReturnType<typeof createCustomerAccounts>;
