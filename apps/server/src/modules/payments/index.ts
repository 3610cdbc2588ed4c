/** Payments: payment providers, payment requests and the built-in sandbox gateway. */
export {
  createPaymentsRepository,
  OPEN_REQUEST_STATUSES,
  type PaymentRequestRow,
  type PaymentRefundRow,
} from './payments.repository.ts';
export {
  createPaymentsService,
  type PaymentsService,
  type Settlement,
  type RefundResult,
  type RefundClaim,
} from './payments.service.ts';
export { paymentsRoutes } from './payments.routes.ts';
export type { GatewayOutcome, OpenPayment, Payer, VerifiedWebhook } from './providers/payment-provider.ts';
export { GatewayUnavailableError } from './providers/gateway-http.ts';
export { createProviderRegistry, sandboxSecrets } from './providers/provider-registry.ts';
export { registerTabbyWebhook } from './providers/tabby/tabby-provider.ts';
export { createSandboxGateway } from './sandbox-gateway/sandbox-gateway.ts';
export { sandboxGatewayRoutes } from './sandbox-gateway/sandbox-gateway.routes.ts';
/** How the sandbox gateway signs a result (tests play the gateway with it). */
export { signResult } from './sandbox-gateway/result-signature.ts';
