import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { formatListDate, formatLongDate } from '../../../lib/format-date';
import type { BlogArticle } from '../content/types';
import { ArtPanel } from './art-panel';

/** Author, role, date and reading time of an article. */
export function ArticleMeta({ article, className }: { article: BlogArticle; className?: string }) {
  return (
    <p className={className}>
      <span className="font-semibold text-ink">{article.author}</span>
      <span className="text-zinc-600">, {article.authorRole}</span>
      <span className="block text-zinc-600">
        <time dateTime={article.publishDate}>{formatListDate(article.publishDate)}</time> · {article.readTime}{' '}
        min read
      </span>
    </p>
  );
}

/** Opens the full text of an article in a dialog; `trigger` is the button that opens it. */
export function ArticleReader({ article, trigger }: { article: BlogArticle; trigger: ReactNode }) {
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl gap-5 sm:p-8">
        <DialogHeader className="gap-3">
          <Badge variant="violet">{article.category}</Badge>
          <DialogTitle className="text-2xl sm:text-[2rem]">{article.title}</DialogTitle>
          <DialogDescription>
            By {article.author}, {article.authorRole} ·{' '}
            <time dateTime={article.publishDate}>{formatLongDate(article.publishDate)}</time> ·{' '}
            {article.readTime} min read
          </DialogDescription>
        </DialogHeader>
        <ArtPanel tone={article.tone} className="h-36 shrink-0 rounded-card sm:h-48" />
        <div className="grid gap-4 text-zinc-800 leading-relaxed">
          {article.body.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
