import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { DataList } from '@storefront/contracts';
import { ImageWithFallback } from '../../../components/image-with-fallback.tsx';

type Banner = Extract<DataList, { kind: 'images' }>['items'][number];

/** Banners are drawn 1600 × 600; the box keeps that shape before they load, so nothing moves. */
const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 600;

/**
 * The home page banners (WAI-ARIA carousel pattern, no auto-rotation): slides side by side in
 * a scroll-snapping strip that works by swiping before the JavaScript loads; previous and next
 * buttons and the dots scroll it. The first banner is the page's largest picture: it loads at
 * once with high priority, the others lazily.
 */
export function BannerCarousel({ title, banners }: { title: string; banners: Banner[] }) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const labelId = useId();

  // The slide most in view is the current one, however the strip was scrolled (swipe, buttons, keys).
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setCurrent(Number((entry.target as HTMLElement).dataset.index));
        }
      },
      { root: track, threshold: 0.6 },
    );
    for (const slide of track.children) observer.observe(slide);
    return () => observer.disconnect();
  }, []);

  const show = (index: number) => {
    const track = trackRef.current;
    if (!track) return;
    const target = (index + banners.length) % banners.length;
    // Each slide is as wide as the strip; right to left, the strip scrolls towards negative offsets.
    const direction = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollTo({ left: direction * target * track.clientWidth, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  if (banners.length === 0) return null;
  return (
    <section className="carousel" aria-roledescription={t('ui.prisma.home.carousel')} aria-labelledby={labelId}>
      <h2 id={labelId} className="visually-hidden">
        {title}
      </h2>
      <ul ref={trackRef} className="carousel__track">
        {banners.map((banner, index) => {
          const image = (
            <ImageWithFallback
              src={banner.imagePath}
              alt={banner.title ?? ''}
              width={BANNER_WIDTH}
              height={BANNER_HEIGHT}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'low'}
              className="carousel__image"
            />
          );
          const caption = banner.title && (
            <span className="carousel__caption" aria-hidden="true">
              {banner.title}
            </span>
          );
          return (
            <li
              key={`${index}:${banner.imagePath}`}
              className="carousel__slide"
              data-index={index}
              aria-roledescription={t('ui.prisma.home.slide')}
              aria-label={t('ui.prisma.home.slideOf', {
                number: index + 1,
                total: banners.length,
              })}
            >
              {/* The caption repeats the picture's alt text for the eye only. Link renders another
                  site's address as a plain link. */}
              {banner.link === null ? (
                image
              ) : (
                <Link to={banner.link} className="carousel__link">
                  {image}
                  {caption}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {banners.length > 1 && (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__step"
            aria-label={t('ui.prisma.home.previousSlide')}
            onClick={() => show(current - 1)}
          >
            <ChevronLeft aria-hidden="true" size={22} className="flip-in-rtl" />
          </button>
          <div className="carousel__dots">
            {banners.map((banner, index) => (
              <button
                key={`${index}:${banner.imagePath}`}
                type="button"
                className="carousel__dot"
                aria-label={t('ui.prisma.home.goToSlide', {
                  number: index + 1,
                })}
                aria-current={index === current || undefined}
                onClick={() => show(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel__step"
            aria-label={t('ui.prisma.home.nextSlide')}
            onClick={() => show(current + 1)}
          >
            <ChevronRight aria-hidden="true" size={22} className="flip-in-rtl" />
          </button>
        </div>
      )}
    </section>
  );
}
