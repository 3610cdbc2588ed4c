import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { toast } from '../../../components/toasts.tsx';
import { DotsLoader } from '../../../components/dots-loader.tsx';
import { ApiRequestError } from '../../../lib/api/api-client.ts';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorToastMessage, successToastMessage } from '../../../lib/api/toast-messages.ts';
import {
  CONTACT_FIELDS,
  serverFieldErrors,
  validateContactMessage,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../contact-validation.ts';

const FIELD_LABEL_KEYS: Record<ContactField, string> = {
  name: 'ui.prisma.contact.name',
  email: 'ui.prisma.contact.email',
  phone: 'ui.prisma.contact.phone',
  subject: 'ui.prisma.contact.subject',
  message: 'ui.prisma.contact.message',
};

const FIELD_ATTRIBUTES: Record<
  ContactField,
  { type?: string; autoComplete?: string; required: boolean; maxLength: number }
> = {
  name: { autoComplete: 'name', required: true, maxLength: 100 },
  email: {
    type: 'email',
    autoComplete: 'email',
    required: true,
    maxLength: 200,
  },
  phone: { type: 'tel', autoComplete: 'tel', required: false, maxLength: 20 },
  subject: { required: true, maxLength: 150 },
  message: { required: true, maxLength: 5000 },
};

/** The limiter of the API answers 429 in English: the shopper is told in their language. */
const TOO_MANY_REQUESTS = 429;

function readValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(data.get(field) ?? '')])) as ContactValues;
}

/**
 * SPEC §7 contact-us form. Each field is checked in the browser with a translated message; the
 * API checks again. It answers with the SPEC §8 success or error toast; a refused field gets its
 * message beside it. Sent from the browser, so the API's rate limit counts the shopper's address.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const api = useApi();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  // Before hydration a submit would post the page itself, which has no action: wait for the script.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const showErrors = (found: ContactErrors) => {
    setErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = readValues(form);
    const found = validateContactMessage(values);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setSending(true);
    try {
      const answer = await api.post('/api/stores/self/contact-us', {
        body: { ...values, phone: values.phone.trim() },
      });
      toast.success(successToastMessage(answer, t));
      form.reset();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === TOO_MANY_REQUESTS) {
        toast.error(t('ui.prisma.contact.tooMany'));
      } else {
        if (error instanceof ApiRequestError) showErrors(serverFieldErrors(error.body?.errors));
        toast.error(errorToastMessage(error, t));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={formRef} className="contact-form" method="post" noValidate onSubmit={send} aria-busy={sending}>
      <p className="contact-form__note">{t('ui.prisma.contact.requiredNote')}</p>
      {CONTACT_FIELDS.map((field) => {
        const id = `${formId}-${field}`;
        const errorId = `${id}-error`;
        const { required, ...attributes } = FIELD_ATTRIBUTES[field];
        const common = {
          id,
          name: field,
          className: 'field__control',
          'aria-invalid': errors[field] ? true : undefined,
          'aria-describedby': errors[field] ? errorId : undefined,
          'aria-required': required || undefined,
          ...attributes,
        };
        return (
          <div key={field} className="field">
            <label htmlFor={id} className="field__label">
              {t(FIELD_LABEL_KEYS[field])}
              {required ? (
                <span aria-hidden="true"> *</span>
              ) : (
                <span className="field__optional"> ({t('ui.prisma.contact.optional')})</span>
              )}
            </label>
            {field === 'message' ? (
              <textarea rows={6} {...common} />
            ) : (
              <input {...common} dir={field === 'email' || field === 'phone' ? 'ltr' : undefined} />
            )}
            {errors[field] && (
              <p id={errorId} className="field__error">
                {t(errors[field])}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" className="button" disabled={!hydrated || sending}>
        {t('ui.prisma.contact.send')}
      </button>
      {sending && <DotsLoader label={t('ui.prisma.contact.sending')} />}
    </form>
  );
}
