import { HammerIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** An honest note on a page whose full version is still being built. */
export function ComingSoon({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="mt-10 rounded-card border border-zinc-300 border-dashed bg-canvas p-6 sm:p-8"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex size-11 shrink-0 items-center justify-center rounded-button bg-white text-violet-700 shadow-xs">
          <HammerIcon className="size-5" aria-hidden="true" />
        </div>
        <div className="grid gap-2">
          <h2 className="font-semibold text-lg">{title}</h2>
          <div className="max-w-2xl text-zinc-700">{children}</div>
          {actions && <div className="mt-3 flex flex-wrap gap-3">{actions}</div>}
        </div>
      </div>
    </section>
  );
}
