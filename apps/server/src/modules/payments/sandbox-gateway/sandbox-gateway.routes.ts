import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PageStep, SandboxGateway, SandboxPayment } from './sandbox-gateway.ts';
import { renderCardForm, renderChallengeForm, renderNotFound } from './hosted-page.ts';

const PaymentParams = z.object({ paymentId: z.string().regex(/^sbx_[A-Za-z0-9_-]{24}$/) });
const CardBody = z.object({
  cardNumber: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(10).default(''),
});
const CodeBody = z.object({ code: z.string().max(20).default('') });
/** The hosted page is not the shop's API: it stays out of the API document. */
const hide = true;

/** The gateway's own policy, stricter than the shop's: no script at all, forms only to itself. */
function cspFor(nonce: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function sendPage(reply: FastifyReply, status: number, render: (nonce: string) => string) {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .status(status)
    .header('content-security-policy', cspFor(nonce))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(render(nonce));
}

/** 303: the browser follows with a GET, so a reload never sends the card form again. */
function follow(reply: FastifyReply, payment: SandboxPayment, step: PageStep) {
  if ('redirectTo' in step) return reply.header('cache-control', 'no-store').redirect(step.redirectTo, 303);
  if ('challenge' in step) return sendPage(reply, 200, (nonce) => renderChallengeForm(payment, nonce));
  return sendPage(reply, 422, (nonce) => renderCardForm(payment, nonce, step.invalid));
}

/**
 * The sandbox gateway's hosted payment page (`/sandbox-gateway/pay/{paymentId}`): a card form, a
 * challenge step for the challenge test card, and, once the payment is finished, the way back to
 * the shop with the signed result.
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxGateway }> = async (app, { sandbox }) => {
  // A plain HTML form posts url-encoded fields; this parser lives only in this plugin's scope.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  async function withPayment(
    paymentId: string,
    reply: FastifyReply,
    handle: (payment: SandboxPayment) => Promise<unknown>,
  ) {
    const payment = await sandbox.find(paymentId);
    if (!payment) return sendPage(reply, 404, (nonce) => renderNotFound('en', nonce));
    if (payment.status === 'open' || payment.status === 'challenge') return handle(payment);
    // Finished already (paid in another tab, the back button): send the shopper back with the result again.
    return follow(reply, payment, { redirectTo: sandbox.signedReturnUrl(payment, payment.status) });
  }

  app.get('/sandbox-gateway/pay/:paymentId', { schema: { hide, params: PaymentParams } }, (request, reply) =>
    withPayment(request.params.paymentId, reply, async (payment) =>
      sendPage(reply, 200, (nonce) =>
        payment.status === 'challenge' ? renderChallengeForm(payment, nonce) : renderCardForm(payment, nonce),
      ),
    ),
  );

  app.post(
    '/sandbox-gateway/pay/:paymentId',
    { schema: { hide, params: PaymentParams, body: CardBody } },
    (request, reply) =>
      withPayment(request.params.paymentId, reply, async (payment) =>
        payment.status === 'challenge'
          ? follow(reply, payment, { challenge: true })
          : follow(reply, payment, await sandbox.submitCard(payment.id, request.body)),
      ),
  );

  app.post(
    '/sandbox-gateway/pay/:paymentId/challenge',
    { schema: { hide, params: PaymentParams, body: CodeBody } },
    (request, reply) =>
      withPayment(request.params.paymentId, reply, async (payment) =>
        payment.status === 'open'
          ? follow(reply, payment, { invalid: [] })
          : follow(reply, payment, await sandbox.submitChallenge(payment.id, request.body.code)),
      ),
  );
};
