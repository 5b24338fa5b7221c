import { useEffect, useState } from 'react';
import { cn } from '../lib/cn';

export type PageSectionLink = { id: string; label: string };

/**
 * 'On this page': links to the sections of a long page by their ids (each section takes
 * `scroll-mt-24` so the sticky header does not cover its top). Beside the content and
 * sticky from `lg`, marking the section being read (`aria-current="location"`); above it
 * on narrower screens, as a list or, with `pillsOnPhone`, as wrapping pills that take
 * less height.
 */
export function OnThisPage({
  sections,
  pillsOnPhone = false,
  className,
}: {
  sections: readonly PageSectionLink[];
  pillsOnPhone?: boolean;
  className?: string;
}) {
  const current = useSectionBeingRead(sections);
  return (
    <nav aria-label="On this page" className={cn('lg:sticky lg:top-24 lg:self-start', className)}>
      <h2 className="font-semibold text-sm text-zinc-600 uppercase tracking-wider">On this page</h2>
      <ol
        className={cn(
          'mt-3 grid gap-1 border-zinc-200 border-l',
          pillsOnPhone && 'max-lg:flex max-lg:flex-wrap max-lg:gap-2 max-lg:border-l-0',
        )}
      >
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={section.id === current ? 'location' : undefined}
              className={cn(
                '-ml-px block rounded-r-[4px] border-transparent border-l-2 py-1.5 pl-4 text-sm text-zinc-700 transition-colors hover:border-coral-500 hover:text-ink',
                'aria-[current=location]:border-coral-500 aria-[current=location]:font-medium aria-[current=location]:text-ink',
                pillsOnPhone &&
                  'max-lg:ml-0 max-lg:rounded-full max-lg:border max-lg:border-zinc-200 max-lg:bg-white max-lg:px-3',
              )}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The first section crossing the upper part of the window below the sticky header, kept
 * while the reader is between two sections; null until one has been seen.
 */
function useSectionBeingRead(sections: readonly PageSectionLink[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const ids = sections.map((section) => section.id).join(' ');
  useEffect(() => {
    const order = ids.split(' ');
    const elements = order.flatMap((id) => document.getElementById(id) ?? []);
    if (!elements.length || typeof IntersectionObserver === 'undefined') return;
    const crossing = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) crossing.add(entry.target.id);
          else crossing.delete(entry.target.id);
        }
        const first = order.find((id) => crossing.has(id));
        if (first) setCurrent(first);
      },
      // The band from under the header (6rem) to 60% of the way down the window.
      { rootMargin: '-96px 0px -40% 0px' },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [ids]);
  return current;
}
