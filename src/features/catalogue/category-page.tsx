import type { CategorySlug } from '../../app/category-aliases';

interface CategoryPageProps {
  category: CategorySlug;
  itemId: string | null;
}

export default function CategoryPage({ category, itemId }: CategoryPageProps) {
  return (
    <main className="page">
      <h1 data-category={category}>{category}</h1>
      {itemId && <p data-item-id={itemId} />}
    </main>
  );
}
