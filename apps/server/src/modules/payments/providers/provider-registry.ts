import type { PaymentGatewayName } from '../../../config.ts';
import type { SandboxGateway } from '../sandbox-gateway/sandbox-gateway.ts';
import { cashOnDelivery } from './cash-on-delivery.ts';
import { createSandboxGatewayProvider } from './sandbox-gateway-provider.ts';
import type { OnlinePaymentProvider, PaymentProviderAdapter } from './payment-provider.ts';

/**
 * The demo's merchant accounts (a provider row's `gateway`), all at the sandbox gateway, and whose secret each signs
 * with.
 */
export const SANDBOX_ACCOUNTS: Record<string, PaymentGatewayName> = {
  'card-sandbox': 'card',
  'knet-sandbox': 'knet',
  'tabby-sandbox': 'tabby',
  'tamara-sandbox': 'tamara',
};

/** Secrets of the sandbox's merchant accounts, by account. */
export const sandboxSecrets = (secrets: Record<PaymentGatewayName, string>) =>
  Object.fromEntries(Object.entries(SANDBOX_ACCOUNTS).map(([gateway, name]) => [gateway, secrets[name]]));

/** Finds the adapter for a provider row's `gateway` column: none means cash on delivery. */
export function createProviderRegistry({
  sandbox,
  secrets,
  returnUrl,
}: {
  sandbox: SandboxGateway;
  secrets: Record<PaymentGatewayName, string>;
  returnUrl: string;
}) {
  const online = new Map<string, OnlinePaymentProvider>(
    Object.entries(SANDBOX_ACCOUNTS).map(([gateway, name]) => [
      gateway,
      createSandboxGatewayProvider({ gateway, secret: secrets[name], sandbox, returnUrl }),
    ]),
  );
  return {
    /**
     * The adapter for a provider's gateway; throws for a gateway this shop has no account at (a configuration error).
     */
    forGateway(gateway: string | null): PaymentProviderAdapter {
      if (gateway === null) return cashOnDelivery;
      const provider = online.get(gateway);
      if (!provider) throw new Error(`No payment gateway adapter for "${gateway}".`);
      return provider;
    },
    /** The online adapter a payment result names in `gateway=`, or null for a name this shop does not know. */
    findOnline: (gateway: string): OnlinePaymentProvider | null => online.get(gateway) ?? null,
  };
}
export type ProviderRegistry = ReturnType<typeof createProviderRegistry>;
