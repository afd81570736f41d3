import { NETWORK_CATEGORIES, NETWORK_LABELS, type NetworkCategory } from '@fundax/core';
import { Link } from '@fundax/client';

import type { CategoryCounts } from '../api/read-angels';
import './angels.css';

/** Reads ?category= safely: an unknown value means none chosen. */
export function networkCategoryFromSearch(value: string | null): NetworkCategory | null {
  return NETWORK_CATEGORIES.find((category) => category === value) ?? null;
}

/** Categories ranked by listed angels, most first; ties keep the catalogue's order. */
export function rankCategories(counts: CategoryCounts) {
  return NETWORK_CATEGORIES.map((category) => ({ category, count: counts.byCategory[category] }))
    .map((entry, order) => ({ ...entry, order }))
    .sort((a, b) => b.count - a.count || a.order - b.order);
}

export function CategoryRanking({ counts }: { counts: CategoryCounts }) {
  return (
    <ol className="category-ranking">
      {rankCategories(counts).map(({ category, count }) => (
        <li key={category}>
          <Link to={`?category=${category}`}>{NETWORK_LABELS[category]}</Link>
          <span className="category-ranking__count">
            {count} {count === 1 ? 'angel' : 'angels'}
          </span>
        </li>
      ))}
    </ol>
  );
}
