import { LoadError, Loading, Page } from '@fundax/client/ui';
import { NETWORK_LABELS, type NetworkCategory } from '@fundax/core';
import { Link } from '@fundax/client';
import { useSearchParams } from 'react-router';

import { AngelList } from '../../features/angels/components/angel-list';
import {
  CategoryRanking,
  networkCategoryFromSearch,
} from '../../features/angels/components/category-ranking';
import { useAngelsInCategory, useCategoryCounts } from '../../features/angels/hooks/use-angels';
import '../../components/ui/blocks.css';

function CategoryAngels({ category }: { category: NetworkCategory }) {
  const { entry, retry } = useAngelsInCategory(category);
  return (
    <section aria-labelledby="category-angels" className="section">
      <h2 id="category-angels">Angels: {NETWORK_LABELS[category]}</h2>
      {entry?.data ? (
        <AngelList angels={entry.data} />
      ) : entry?.status === 'failed' && entry.error ? (
        <LoadError error={entry.error} what="these angels" onRetry={retry} />
      ) : (
        <Loading label="Loading angels…" reserve />
      )}
    </section>
  );
}

/** /angels/top-categories: the professions of listed angels, with counts; ?category= lists one. */
export function Component() {
  const category = networkCategoryFromSearch(useSearchParams()[0].get('category'));
  const { entry, retry } = useCategoryCounts();
  return (
    <Page
      title="Top angel categories"
      lede="The professions Fundax angels work in, by how many listed angels each has. Most groups keep one seat per profession, so a category with few angels is a seat waiting for you."
    >
      <section aria-labelledby="category-counts">
        <h2 id="category-counts">Angels by category</h2>
        {entry?.data ? (
          <>
            <p>
              {entry.data.total} listed {entry.data.total === 1 ? 'angel' : 'angels'}. An angel can
              work in up to five categories.
            </p>
            <CategoryRanking counts={entry.data} />
          </>
        ) : entry?.status === 'failed' && entry.error ? (
          <LoadError error={entry.error} what="the categories" onRetry={retry} />
        ) : (
          <Loading label="Counting angels…" />
        )}
      </section>
      {category ? <CategoryAngels category={category} /> : null}
      <p className="cta-row">
        <Link className="button" to="/angels/sign-up">
          Apply to become an angel
        </Link>
      </p>
    </Page>
  );
}
