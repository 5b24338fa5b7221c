import { type ReactNode, useId } from 'react';

/** The closing call to action of a page. */
export function CtaBand({ title, text, actions }: { title: string; text: ReactNode; actions: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-canvas">
      <div className="container-page py-16">
        <div className="surface-dark relative isolate overflow-hidden rounded-card px-6 py-10 sm:px-10 sm:py-12">
          <div aria-hidden="true" className="-z-10 pointer-events-none absolute inset-0">
            <div className="-top-40 -right-32 absolute size-[26rem] glow-coral [--glow-strength:25%]" />
            <div className="-bottom-40 left-1/6 absolute size-[26rem] glow-violet [--glow-strength:30%]" />
          </div>
          <div className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
            <div className="max-w-xl">
              <h2
                id={headingId}
                className="font-display font-semibold text-2xl tracking-tight sm:text-[2rem]"
              >
                {title}
              </h2>
              <p className="mt-2 text-zinc-300">{text}</p>
            </div>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">{actions}</div>
          </div>
        </div>
      </div>
    </section>
  );
}
