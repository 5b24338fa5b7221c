import { cn } from '../../../lib/cn';
import type { Feature } from '../content/types';

/** Icon cards: features, values, benefits, perks. */
export function FeatureGrid({
  features,
  columns = 3,
  className,
}: {
  features: readonly Feature[];
  columns?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <ul
      className={cn(
        'grid gap-4 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
        className,
      )}
    >
      {features.map(({ icon: Icon, title, text }) => (
        <li
          key={title}
          className="flex flex-col rounded-card border border-zinc-200 bg-white p-6 transition-shadow duration-200 hover:shadow-md"
        >
          <div className="flex size-11 items-center justify-center rounded-button bg-violet-50 text-violet-700">
            <Icon className="size-5" aria-hidden="true" />
          </div>
          <h3 className="mt-5 font-semibold text-lg">{title}</h3>
          <p className="mt-2 text-zinc-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
