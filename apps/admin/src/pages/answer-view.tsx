import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from './error-text.ts';

/**
 * What a page shows for one `useAnswer`: the refusal in the staff member's language, "Loading…"
 * until it arrives, then `children` with the answer.
 */
export function AnswerView<T>({
  answer,
  children,
}: {
  answer: { data: T | null; error: unknown };
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation();
  if (answer.error)
    return (
      <p role="alert" className="form-error">
        {errorText(t, answer.error)}
      </p>
    );
  if (answer.data === null) return <p className="loading">{t('admin.loading')}</p>;
  return children(answer.data);
}
