import { type ComponentType, lazy } from 'react';

/** A lazily loaded component that can be loaded ahead of its first render. */
export type PreloadableComponent = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * React.lazy for a named export, with `preload()`. Once loaded, the component renders
 * at once instead of suspending: the client loads the current page's code before it
 * hydrates the server's HTML, so hydration never meets a pending chunk (D: 0006).
 * A module may export `preload()` for lazy parts of its own (the landing page's lower
 * sections); it is awaited with the module.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): PreloadableComponent {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () => {
    pending ??= load().then(async (module) => {
      await (module as { preload?: () => Promise<unknown> }).preload?.();
      loaded = module[name] as ComponentType;
      return loaded;
    });
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return Object.assign(Page, { preload });
}

/**
 * Loads `first`, yields to the browser, then loads `rest`: the two module graphs are
 * evaluated in two tasks instead of one long one, which on a slow phone blocks input for
 * less (docs/decisions/0022). For a page whose first render needs a heavy shared module.
 */
export async function inTwoTasks<T>(first: () => Promise<unknown>, rest: () => Promise<T>): Promise<T> {
  await first();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return rest();
}
