import type { PaymentGatewayName, RealGateway } from '../../../config.ts';
import type { SandboxGateway } from '../sandbox-gateway/sandbox-gateway.ts';
import { cashOnDelivery } from './cash-on-delivery.ts';
import { createSandboxGatewayProvider } from './sandbox-gateway-provider.ts';
import {
  createMyFatoorahProvider,
  createMyFatoorahWebhooks,
  type MyFatoorahSettings,
} from './myfatoorah/myfatoorah-provider.ts';
import { createTapProvider, createTapWebhooks, type TapSettings } from './tap/tap-provider.ts';
import { createTabbyProvider, createTabbyWebhooks, type TabbySettings } from './tabby/tabby-provider.ts';
import { createTamaraProvider, createTamaraWebhooks, type TamaraSettings } from './tamara/tamara-provider.ts';
import type { OnlinePaymentProvider, PaymentProviderAdapter, WebhookReceiver } from './payment-provider.ts';

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

export interface ProviderRegistryOptions {
  sandbox: SandboxGateway;
  secrets: Record<PaymentGatewayName, string>;
  /** The shop's GET /api/payments/payment-result. */
  returnUrl: string;
  /** Which gateway takes new KNET, card, Tabby and Tamara payments (config KNET_GATEWAY, CARD_GATEWAY, …). */
  gateways: {
    knet: 'sandbox' | RealGateway;
    card: 'sandbox' | RealGateway;
    tabby?: 'sandbox' | 'tabby';
    tamara?: 'sandbox' | 'tamara';
  };
  myFatoorah: MyFatoorahSettings | null;
  tap: TapSettings | null;
  tabby?: TabbySettings | null;
  tamara?: TamaraSettings | null;
  timeoutMs: number;
}

/**
 * The merchant accounts payments are opened at, by name (a payment request's `gateway`): the
 * sandbox's four always (requests opened there stay answerable after a switch), and a real
 * gateway's (`knet-myfatoorah`, `card-myfatoorah`, `knet-tap`, `card-tap`, `tabby`, `tamara`) once its credentials are
 * configured.
 */
export function createProviderRegistry({
  sandbox,
  secrets,
  returnUrl,
  gateways,
  myFatoorah,
  tap,
  tabby,
  tamara,
  timeoutMs,
}: ProviderRegistryOptions) {
  const online = new Map<string, OnlinePaymentProvider>(
    Object.entries(SANDBOX_ACCOUNTS).map(([gateway, name]) => [
      gateway,
      createSandboxGatewayProvider({ gateway, secret: secrets[name], sandbox, returnUrl }),
    ]),
  );
  const webhooks = new Map<string, WebhookReceiver>();
  if (myFatoorah) {
    const accounts = (['knet', 'card'] as const).map((method) => {
      const gateway = `${method}-myfatoorah`;
      online.set(gateway, createMyFatoorahProvider({ gateway, method, settings: myFatoorah, returnUrl, timeoutMs }));
      return gateway;
    });
    webhooks.set('myfatoorah', createMyFatoorahWebhooks(myFatoorah, accounts));
  }
  if (tap) {
    const accounts = (['knet', 'card'] as const).map((method) => {
      const gateway = `${method}-tap`;
      online.set(gateway, createTapProvider({ gateway, method, settings: tap, returnUrl, timeoutMs }));
      return gateway;
    });
    webhooks.set('tap', createTapWebhooks(tap, accounts));
  }
  // A buy-now-pay-later gateway is its own method: its one account is named after it.
  if (tabby) {
    online.set('tabby', createTabbyProvider({ gateway: 'tabby', settings: tabby, returnUrl, timeoutMs }));
    webhooks.set('tabby', createTabbyWebhooks(tabby, ['tabby']));
  }
  if (tamara) {
    online.set('tamara', createTamaraProvider({ gateway: 'tamara', settings: tamara, returnUrl, timeoutMs }));
    webhooks.set('tamara', createTamaraWebhooks(tamara, ['tamara']));
  }

  /** The account new payments of a provider row go to: its sandbox account unless its method was switched. */
  function accountFor(providerGateway: string): string {
    const method = SANDBOX_ACCOUNTS[providerGateway];
    if (method === 'tabby') return gateways.tabby === 'tabby' ? 'tabby' : providerGateway;
    if (method === 'tamara') return gateways.tamara === 'tamara' ? 'tamara' : providerGateway;
    const chosen = method === 'knet' || method === 'card' ? gateways[method] : 'sandbox';
    return chosen === 'sandbox' ? providerGateway : `${method}-${chosen}`;
  }

  function findOnline(gateway: string): OnlinePaymentProvider | null {
    return online.get(gateway) ?? null;
  }

  return {
    accountFor,
    /**
     * The adapter that takes a provider's new payments; none means cash on delivery. Throws for a gateway this shop has
     * no account at (a configuration error).
     */
    forProvider(providerGateway: string | null): PaymentProviderAdapter {
      if (providerGateway === null) return cashOnDelivery;
      const provider = findOnline(accountFor(providerGateway));
      if (!provider) throw new Error(`No payment gateway adapter for "${providerGateway}".`);
      return provider;
    },
    /** The adapter of the account a request was opened at; throws when that account is no longer configured. */
    forAccount(gateway: string): OnlinePaymentProvider {
      const provider = findOnline(gateway);
      if (!provider) throw new Error(`No payment gateway adapter for "${gateway}".`);
      return provider;
    },
    /** The online adapter a payment result names in `gateway=`, or null for a name this shop does not know. */
    findOnline,
    /** The webhook reader of `/api/payments/webhooks/{provider}`, or null for a gateway this shop has no account at. */
    findWebhooks: (provider: string): WebhookReceiver | null => webhooks.get(provider) ?? null,
  };
}
export type ProviderRegistry = ReturnType<typeof createProviderRegistry>;
