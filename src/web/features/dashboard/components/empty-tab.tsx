import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** An honest empty state for a tab whose feature arrives in a later release. */
export function EmptyTab({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-zinc-300 border-dashed bg-canvas px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-violet-50 text-violet-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="font-semibold text-lg">{title}</h2>
      <div className="max-w-md text-zinc-600">{children}</div>
    </div>
  );
}
