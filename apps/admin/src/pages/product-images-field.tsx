import { useEffect, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { uploadCataloguePicture } from '../api/upload-picture.ts';
import { useLanguage } from '../shell/language.tsx';
import { errorText } from './error-text.ts';
import { TextInputField } from './text-input-field.tsx';

export type ImageDraft = { key: string; path: string; altEn: string; altAr: string };

let lastKey = 0;
/** A key that follows a picture or variation through moves, so React keeps its fields (and focus) with it. */
export const newKey = () => `k${++lastKey}`;

/**
 * A product's pictures in the order the storefront shows them (the first is its main picture):
 * uploaded through the files module, moved earlier or later with buttons, described in English
 * and Arabic for screen readers, removed. Field names follow the API's (`images.0.altEn`), so a
 * refusal the server names shows under its field.
 */
export function ProductImagesField({
  images,
  onChange,
  errors,
}: {
  images: ImageDraft[];
  onChange(images: ImageDraft[]): void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [pending, setPending] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a move the pressed button may be disabled (first or last place): focus goes to its twin.
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  useEffect(() => {
    if (!focusAfterMove) return;
    const [key, direction] = focusAfterMove.split(':');
    const pressed = document.getElementById(`move-${direction}-${key}`) as HTMLButtonElement | null;
    const twin = document.getElementById(`move-${direction === 'up' ? 'down' : 'up'}-${key}`);
    if (pressed?.disabled) twin?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const update = (index: number, change: Partial<ImageDraft>) =>
    onChange(images.map((image, at) => (at === index ? { ...image, ...change } : image)));
  function move(index: number, direction: 'up' | 'down') {
    const target = direction === 'up' ? index - 1 : index + 1;
    const next = [...images];
    [next[index], next[target]] = [next[target]!, next[index]!];
    onChange(next);
    setAnnouncement(t('admin.product.images.moved', { position: target + 1, count: images.length }));
    setFocusAfterMove(`${images[index]!.key}:${direction}`);
  }

  return (
    <fieldset className="card editor-section">
      <legend className="section-title">{t('admin.product.images')}</legend>
      <p className="muted">{t('admin.product.images.help')}</p>
      {images.length === 0 && <p className="muted">{t('admin.picture.none')}</p>}
      <ol className="image-list">
        {images.map((image, index) => {
          const position = { position: index + 1 };
          return (
            <li key={image.key} className="image-item">
              <img
                src={image.path}
                alt={language === 'ar' ? image.altAr : image.altEn}
                className="picture-preview"
                width={128}
                height={128}
              />
              <div className="image-fields">
                <p className="image-position">
                  {index === 0 ? t('admin.product.images.main') : t('admin.product.images.position', position)}
                </p>
                <TextInputField
                  name={`images.${index}.altEn`}
                  value={image.altEn}
                  onChange={(altEn) => update(index, { altEn })}
                  label={t('admin.product.images.altEn', position)}
                  dir="ltr"
                />
                <TextInputField
                  name={`images.${index}.altAr`}
                  value={image.altAr}
                  onChange={(altAr) => update(index, { altAr })}
                  label={t('admin.product.images.altAr', position)}
                  dir="rtl"
                />
                {errors[`images.${index}.path`] && (
                  <p role="alert" className="form-error">
                    {errors[`images.${index}.path`]}
                  </p>
                )}
                <div className="row-actions">
                  <Button
                    id={`move-up-${image.key}`}
                    className="button button-quiet"
                    isDisabled={index === 0}
                    onPress={() => move(index, 'up')}
                    aria-label={t('admin.product.images.earlier', position)}
                  >
                    <span aria-hidden="true">↑ </span>
                    {t('admin.product.images.earlierShort')}
                  </Button>
                  <Button
                    id={`move-down-${image.key}`}
                    className="button button-quiet"
                    isDisabled={index === images.length - 1}
                    onPress={() => move(index, 'down')}
                    aria-label={t('admin.product.images.later', position)}
                  >
                    <span aria-hidden="true">↓ </span>
                    {t('admin.product.images.laterShort')}
                  </Button>
                  <Button
                    className="button button-quiet button-danger"
                    onPress={() => {
                      onChange(images.filter((_, at) => at !== index));
                      setAnnouncement(t('admin.product.images.removed', position));
                    }}
                    aria-label={t('admin.product.images.remove', position)}
                  >
                    {t('admin.product.remove')}
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <FileTrigger
        allowsMultiple
        acceptedFileTypes={['image/png', 'image/jpeg', 'image/gif', 'image/webp']}
        onSelect={async (files) => {
          if (!files) return;
          setPending(true);
          setUploadError(null);
          const added: ImageDraft[] = [];
          try {
            // One after another: each upload is checked and stored on its own.
            for (const file of Array.from(files))
              added.push({ key: newKey(), path: await uploadCataloguePicture(file), altEn: '', altAr: '' });
          } catch (caught) {
            setUploadError(errorText(t, caught));
          } finally {
            setPending(false);
            if (added.length > 0) {
              onChange([...images, ...added]);
              setAnnouncement(t('admin.product.images.added', { count: added.length }));
            }
          }
        }}
      >
        <Button className="button button-quiet" isPending={pending}>
          {t('admin.product.images.upload')}
        </Button>
      </FileTrigger>
      {uploadError && (
        <p role="alert" className="form-error">
          {uploadError}
        </p>
      )}
    </fieldset>
  );
}
