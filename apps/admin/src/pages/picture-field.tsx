import { useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { uploadCataloguePicture } from '../api/upload-picture.ts';
import { errorText } from './error-text.ts';

/**
 * A picture chosen for a form: shown, replaced by an upload, or removed. Its stored address goes
 * with the form as `name` ('' for none).
 */
export function PictureField({
  name,
  label,
  initialPath,
}: {
  name: string;
  label: string;
  initialPath: string | null;
}) {
  const { t } = useTranslation();
  const [path, setPath] = useState(initialPath ?? '');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <fieldset className="picture-field">
      <legend className="react-aria-Label">{label}</legend>
      <input type="hidden" name={name} value={path} />
      {path ? (
        <img src={path} alt="" className="picture-preview" />
      ) : (
        <p className="muted">{t('admin.picture.none')}</p>
      )}
      <div className="filter-actions">
        <FileTrigger
          acceptedFileTypes={['image/png', 'image/jpeg', 'image/gif', 'image/webp']}
          onSelect={async (files) => {
            const file = files?.[0];
            if (!file) return;
            setPending(true);
            setError(null);
            try {
              setPath(await uploadCataloguePicture(file));
            } catch (caught) {
              setError(errorText(t, caught));
            } finally {
              setPending(false);
            }
          }}
        >
          <Button className="button button-quiet" isPending={pending}>
            {path ? t('admin.picture.replace') : t('admin.picture.upload')}
          </Button>
        </FileTrigger>
        {path && (
          <Button className="button button-quiet" onPress={() => setPath('')}>
            {t('admin.picture.remove')}
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
