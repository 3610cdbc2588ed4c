import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import noImage from '../assets/no-image.svg';

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> & {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size: reserves the space before the image loads, so nothing shifts. */
  width: number;
  height: number;
};

/** An image that shows the bundled no-image picture when its source is missing or fails (SPEC §2). */
export function ImageWithFallback({ src, alt, ...props }: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const showFallback = !src || failedSrc === src;

  // A server-rendered image can fail before React attaches onError: check once hydrated.
  // naturalWidth 0 alone is not proof (an SVG may have no intrinsic size); decode() is.
  useEffect(() => {
    const image = imageRef.current;
    if (!src || !image?.complete || image.naturalWidth > 0) return;
    image.decode().catch(() => setFailedSrc(src));
  }, [src]);

  return (
    <img
      {...props}
      ref={imageRef}
      src={showFallback ? noImage : src}
      alt={alt}
      onError={() => setFailedSrc(src ?? null)}
      data-fallback={showFallback || undefined}
    />
  );
}
