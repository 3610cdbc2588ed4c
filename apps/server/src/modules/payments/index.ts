/** Payments: payment providers, payment requests and the built-in sandbox gateway. */
export { createPaymentsRepository, OPEN_REQUEST_STATUSES, type PaymentRequestRow } from './payments.repository.ts';
export { createPaymentsService, type PaymentsService, type Settlement, type RefundResult } from './payments.service.ts';
export { paymentsRoutes } from './payments.routes.ts';
export type { GatewayOutcome } from './providers/payment-provider.ts';
export { GatewayUnavailableError } from './providers/gateway-http.ts';
export { createProviderRegistry, sandboxSecrets } from './providers/provider-registry.ts';
export { createSandboxGateway } from './sandbox-gateway/sandbox-gateway.ts';
export { sandboxGatewayRoutes } from './sandbox-gateway/sandbox-gateway.routes.ts';
/** How the sandbox gateway signs a result (tests play the gateway with it). */
export { signResult } from './sandbox-gateway/result-signature.ts';
