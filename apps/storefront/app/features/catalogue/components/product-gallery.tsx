import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ImageWithFallback } from '../../../components/image-with-fallback.tsx';

/** Product pictures are square; the main one fills its column, up to this many pixels. */
const MAIN_SIZE = 600;
const THUMB_SIZE = 72;

interface GalleryImage {
  path: string;
  alt: string;
}

/**
 * The product's pictures: a large one and, when there are several, a row of thumbnails that
 * choose it. The large picture is the page's largest content, so it loads first.
 */
export function ProductGallery({ images, productName }: { images: GalleryImage[]; productName: string }) {
  const { t } = useTranslation();
  const [shownIndex, setShownIndex] = useState(0);
  const shown = images[shownIndex] ?? images[0];
  return (
    <div className="gallery">
      <ImageWithFallback
        src={shown?.path}
        alt={shown?.alt || productName}
        width={MAIN_SIZE}
        height={MAIN_SIZE}
        fetchPriority="high"
        className="gallery__main"
      />
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((image, index) => (
            <li key={image.path}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t('ui.prisma.product.showPicture', {
                  number: index + 1,
                })}
                aria-pressed={index === shownIndex}
                onClick={() => setShownIndex(index)}
              >
                <ImageWithFallback src={image.path} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
