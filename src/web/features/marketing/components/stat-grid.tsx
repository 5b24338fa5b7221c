import { cn } from '../../../lib/cn';
import type { Stat } from '../content/types';

/**
 * Figures with their labels, as a description list (label = term, figure = definition).
 * `sample`: the figures are not the live data's, and a line under them says so
 * (docs/product.md, Nothing pretends).
 */
export function StatGrid({
  stats,
  tone = 'light',
  sample = false,
  className,
}: {
  stats: readonly Stat[];
  tone?: 'light' | 'dark';
  sample?: boolean;
  className?: string;
}) {
  const dark = tone === 'dark';
  return (
    <figure className={cn('grid gap-3', className)}>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className={cn(
              'flex min-w-0 flex-col-reverse justify-end gap-2 rounded-card border p-4 sm:p-6',
              dark ? 'border-white/10 bg-white/5' : 'border-zinc-200 bg-white',
            )}
          >
            <dt className={cn('text-sm', dark ? 'text-zinc-300' : 'text-zinc-600')}>{stat.label}</dt>
            <dd className="font-display font-semibold text-[2rem] leading-none tracking-tight sm:text-5xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      {sample && (
        <figcaption className={cn('text-sm', dark ? 'text-zinc-300' : 'text-zinc-600')}>
          {SAMPLE_FIGURES}
        </figcaption>
      )}
    </figure>
  );
}

export const SAMPLE_FIGURES = 'Sample figures, for illustration.';
