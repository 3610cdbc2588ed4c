import { formatPrice } from '@storefront/contracts';
import type { SandboxPayment } from './sandbox-gateway.ts';
import type { CardField } from './test-cards.ts';

// The gateway's hosted payment page: plain server-rendered HTML forms, no script, styled inline
// under a per-response nonce. It is "another site", so it shows the gateway's brand, not the shop's.

type Language = 'en' | 'ar';

/** The hosted page speaks the language the shopper checked out in (exported for the end-to-end tests). */
export const HOSTED_PAGE_TEXT = {
  en: {
    title: 'Sandbox payment',
    pay: 'Pay',
    merchant: 'Merchant reference',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code (CVC)',
    testCards:
      'Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 asks for the code 1234.',
    invalid: {
      cardNumber: 'Use one of the test cards below.',
      expiry: 'Enter a month that has not passed, as MM/YY.',
      cvc: 'Enter the 3 or 4 digits on the back of the card.',
    },
    challengeTitle: 'Confirm it is you',
    challengeHelp: 'Enter the one-time code your bank sent you (in the sandbox it is 1234).',
    code: 'One-time code',
    confirm: 'Confirm',
    notFound: 'This payment does not exist.',
  },
  ar: {
    title: 'دفع تجريبي',
    pay: 'ادفع',
    merchant: 'مرجع التاجر',
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvc: 'رمز الأمان (CVC)',
    testCards:
      'بطاقات الاختبار: 4242 4242 4242 4242 تنجح، و4000 0000 0000 0002 تُرفض، و4000 0000 0000 3220 تطلب الرمز 1234.',
    invalid: {
      cardNumber: 'استخدم إحدى بطاقات الاختبار أدناه.',
      expiry: 'أدخل شهرًا لم ينقضِ بصيغة شهر/سنة.',
      cvc: 'أدخل الأرقام الثلاثة أو الأربعة على ظهر البطاقة.',
    },
    challengeTitle: 'تأكيد هويتك',
    challengeHelp: 'أدخل الرمز المؤقت الذي أرسله مصرفك (في البيئة التجريبية هو 1234).',
    code: 'الرمز المؤقت',
    confirm: 'تأكيد',
    notFound: 'عملية الدفع هذه غير موجودة.',
  },
} satisfies Record<Language, unknown>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
body{font-family:system-ui,sans-serif;background:#eef1f5;margin:0;padding:2rem 1rem;color:#1c2330}
main{max-width:26rem;margin:auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 10px #0002}
h1{font-size:1.2rem;margin:0 0 1rem}.amount{font-size:1.6rem;font-weight:700;margin:.25rem 0}
.muted{color:#5a6475;font-size:.9rem}label{display:block;margin-top:1rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #9aa3b2;border-radius:6px;margin-top:.3rem}
input[aria-invalid=true]{border-color:#b3261e}.error{color:#b3261e;font-size:.85rem;margin:.3rem 0 0}
button{margin-top:1.5rem;width:100%;padding:.8rem;font-size:1rem;font-weight:700;border:0;border-radius:6px;background:#2446c7;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #f0a500;outline-offset:2px}`;

function page(language: Language, nonce: string, body: string): string {
  const text = HOSTED_PAGE_TEXT[language];
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${text.title}</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function summary(payment: SandboxPayment, language: Language): string {
  const text = HOSTED_PAGE_TEXT[language];
  const amount = formatPrice(payment.amount, { format: 'decimals-format', currency: payment.currency });
  return `<h1>${text.title}</h1><p class="muted">${escapeHtml(payment.description)}</p>
<p class="amount">${escapeHtml(amount)}</p><p class="muted">${text.merchant}: ${escapeHtml(payment.merchantReference)}</p>`;
}

function field(name: string, label: string, autocomplete: string, inputmode: string, error: string | null): string {
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" dir="ltr" autocomplete="${autocomplete}" inputmode="${inputmode}" required${described}>
${error ? `<p class="error" id="${name}-error">${error}</p>` : ''}`;
}

/** The card form, with the fields to correct when it was sent with mistakes. */
export function renderCardForm(payment: SandboxPayment, nonce: string, invalid: CardField[] = []): string {
  const language = payment.language as Language;
  const text = HOSTED_PAGE_TEXT[language];
  const error = (name: CardField) => (invalid.includes(name) ? text.invalid[name] : null);
  return page(
    language,
    nonce,
    `${summary(payment, language)}
<form method="post" action="/sandbox-gateway/pay/${payment.id}" novalidate>
${field('cardNumber', text.cardNumber, 'cc-number', 'numeric', error('cardNumber'))}
${field('expiry', text.expiry, 'cc-exp', 'numeric', error('expiry'))}
${field('cvc', text.cvc, 'cc-csc', 'numeric', error('cvc'))}
<button type="submit">${text.pay}</button>
</form><p class="muted">${text.testCards}</p>`,
  );
}

/** The second step a challenge card asks for. */
export function renderChallengeForm(payment: SandboxPayment, nonce: string): string {
  const language = payment.language as Language;
  const text = HOSTED_PAGE_TEXT[language];
  return page(
    language,
    nonce,
    `${summary(payment, language)}<h2>${text.challengeTitle}</h2><p>${text.challengeHelp}</p>
<form method="post" action="/sandbox-gateway/pay/${payment.id}/challenge">
${field('code', text.code, 'one-time-code', 'numeric', null)}
<button type="submit">${text.confirm}</button></form>`,
  );
}

export function renderNotFound(language: Language, nonce: string): string {
  return page(
    language,
    nonce,
    `<h1>${HOSTED_PAGE_TEXT[language].title}</h1><p>${HOSTED_PAGE_TEXT[language].notFound}</p>`,
  );
}
