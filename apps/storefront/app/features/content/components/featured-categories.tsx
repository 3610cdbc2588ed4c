import { useId } from 'react';
import { Link } from 'react-router';
import type { Category } from '@storefront/contracts';
import { ImageWithFallback } from '../../../components/image-with-fallback.tsx';

const TILE_SIZE = 160;

/** The home page's "shop by category" tiles, each linking to its category page. */
export function FeaturedCategories({ title, categories }: { title: string; categories: Category[] }) {
  const headingId = useId();
  if (categories.length === 0) return null;
  return (
    <section className="featured-categories" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {title}
      </h2>
      <ul className="category-tiles">
        {categories.map((category) => (
          <li key={category.categoryId}>
            <Link to={`/categories/${category.slug}`} className="category-tile">
              <ImageWithFallback
                src={category.imagePath}
                alt=""
                width={TILE_SIZE}
                height={TILE_SIZE}
                loading="lazy"
                decoding="async"
                className="category-tile__image"
              />
              <span className="category-tile__name">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
