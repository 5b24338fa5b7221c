import { useEffect } from 'react';
import { type PageMetaPath, pageMeta } from '../../shared/page-meta';
import { useDocumentTitle } from './use-document-title';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets the document title ("Title · Frameline") and the meta description of a public
 * page from PAGE_META; the previous description comes back when the page unmounts.
 */
export function usePageMeta(path: PageMetaPath) {
  const { title, description } = pageMeta(path);
  useDocumentTitle(title);

  useEffect(() => {
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
