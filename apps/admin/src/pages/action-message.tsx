import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { errorText } from './error-text.ts';

type Message = { text: string; error: boolean };

/**
 * The outcome of a staff member's action, said once it settles: `run` clears the last one, runs the
 * work and shows the text it answers, or the refusal in the staff member's language (`wording`: ours
 * by its code, or `refusalText` where the server words it).
 */
export function useActionMessage(onDone?: () => void, wording: (t: TFunction, error: unknown) => string = errorText) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<Message | null>(null);
  async function run(work: () => Promise<string>) {
    setMessage(null);
    try {
      setMessage({ text: await work(), error: false });
      onDone?.();
    } catch (failure) {
      setMessage({ text: wording(t, failure), error: true });
    }
  }
  return { message, run };
}

export function ActionMessage({ message }: { message: Message | null }) {
  if (!message) return null;
  return (
    <p role={message.error ? 'alert' : 'status'} className={message.error ? 'form-error' : 'form-success'}>
      {message.text}
    </p>
  );
}
