import { ArrowRightIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { BlogArticle } from '../content/types';
import { ArtPanel } from './art-panel';
import { ArticleMeta, ArticleReader } from './article-reader';

/** One article of the blog list. */
export function ArticleCard({ article }: { article: BlogArticle }) {
  const titleId = `article-${article.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-card border border-zinc-200 bg-white transition-shadow duration-200 hover:shadow-md"
    >
      <ArtPanel tone={article.tone} className="aspect-[16/9]" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <Badge variant="violet">{article.category}</Badge>
        <h3 id={titleId} className="font-display font-semibold text-xl leading-tight">
          {article.title}
        </h3>
        <p className="text-zinc-600">{article.excerpt}</p>
        <ArticleMeta article={article} className="mt-auto pt-2 text-sm" />
        <ArticleReader
          article={article}
          trigger={
            <Button variant="outline" className="mt-2 w-full sm:w-fit" data-article-action="">
              Read article<span className="sr-only">: {article.title}</span>
              <ArrowRightIcon aria-hidden="true" />
            </Button>
          }
        />
      </div>
    </article>
  );
}
