import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { toast } from '../../../components/toasts.tsx';
import type { FileMetadata } from '@storefront/contracts';
import { Spinner } from '../../../components/spinner.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorToastMessage } from '../../../lib/api/toast-messages.ts';
import { uploadUserFile } from '../upload-api.ts';
import { trackUpload, useUpload } from '../upload-context.tsx';
import { uploadProblem } from '../upload-rules.ts';

interface UploadButtonProps {
  label: string;
  /** Content types offered and accepted (a subset of what the API takes). */
  accept: readonly string[];
  /** Runs inside the upload, so the flag stays raised until what follows (saving the path) is done. */
  onUploaded: (file: FileMetadata) => Promise<void>;
}

/** A button that picks a file and uploads it for the acting user, raising the upload flag meanwhile. */
export function UploadButton({ label, accept, onUploaded }: UploadButtonProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { isUploading, setIsUploading } = useUpload();
  const inputId = useId();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    const problem = uploadProblem(file, accept);
    if (problem) {
      toast.error(t(problem.key, problem.values));
      return;
    }
    try {
      await trackUpload(setIsUploading, async () => onUploaded(await uploadUserFile(api, file)));
    } catch (error) {
      toast.error(errorToastMessage(error, t));
    }
  };

  return (
    <div className="upload-button">
      <input
        id={inputId}
        type="file"
        accept={accept.join(',')}
        className="visually-hidden"
        onChange={(event) => void upload(event)}
        disabled={isUploading}
      />
      <label
        htmlFor={inputId}
        className="button button--outline button--small"
        aria-disabled={isUploading || undefined}
      >
        {label}
      </label>
      {isUploading && <Spinner label={t('ui.prisma.account.upload.uploading')} size={20} />}
    </div>
  );
}
