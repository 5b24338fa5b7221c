import { cn } from '../lib/cn';

export type PageSectionLink = { id: string; label: string };

/**
 * 'On this page': links to the sections of a long page by their ids (each section takes
 * `scroll-mt-24` so the sticky header does not cover its top). Beside the content and
 * sticky from `lg`; above it on narrower screens, as a list or, with `pillsOnPhone`, as
 * wrapping pills that take less height.
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
              className={cn(
                '-ml-px block rounded-r-[4px] border-transparent border-l-2 py-1.5 pl-4 text-sm text-zinc-700 transition-colors hover:border-coral-500 hover:text-ink',
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
