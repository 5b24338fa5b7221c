import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the page has loaded and the browser has had an idle moment: the hero's
 * videos start only then, so the first paint (posters, text) never waits for them.
 */
export function useIdleAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: number | undefined;
    const schedule = () => {
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(() => setReady(true), { timeout: 1500 });
      } else {
        timer = setTimeout(() => setReady(true), 200) as unknown as number;
      }
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);
  return ready;
}

/** The visitor asked to save data: show posters, never fetch video. */
export function prefersSavingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Mouse-position parallax: sets --parallax-x and --parallax-y (-1 to 1, 0 in the middle)
 * on the element as the mouse moves over it, once per frame and without re-rendering.
 */
export function useParallax(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    let frame = 0;
    let x = 0;
    let y = 0;
    const apply = () => {
      frame = 0;
      element.style.setProperty('--parallax-x', x.toFixed(3));
      element.style.setProperty('--parallax-y', y.toFixed(3));
    };
    const request = () => {
      if (!frame) frame = window.requestAnimationFrame(apply);
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      const box = element.getBoundingClientRect();
      x = Math.max(-1, Math.min(1, ((event.clientX - box.left) / box.width) * 2 - 1));
      y = Math.max(-1, Math.min(1, ((event.clientY - box.top) / box.height) * 2 - 1));
      request();
    };
    const onLeave = () => {
      x = 0;
      y = 0;
      request();
    };
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerleave', onLeave);
    return () => {
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerleave', onLeave);
      if (frame) window.cancelAnimationFrame(frame);
      element.style.removeProperty('--parallax-x');
      element.style.removeProperty('--parallax-y');
    };
  }, [ref, enabled]);
}

/**
 * Autoplay that can be held and resumed without losing its place: while `running`, the
 * slide advances `delay` ms after it appeared, minus the time it already ran before a
 * pause. A new slide starts a fresh delay. Returns the ref of a progress bar element,
 * animated in step (no bar under reduced motion).
 */
export function useAutoplay({
  index,
  running,
  delay,
  onAdvance,
  showProgress,
}: {
  index: number;
  running: boolean;
  delay: number;
  onAdvance: () => void;
  showProgress: boolean;
}) {
  const remaining = useRef(delay);
  const advance = useRef(onAdvance);
  advance.current = onAdvance;
  const progress = useRef<HTMLSpanElement>(null);
  const animation = useRef<Animation | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide restarts the delay
  useEffect(() => {
    remaining.current = delay;
  }, [index, delay]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide restarts the timer
  useEffect(() => {
    if (!running) return;
    const started = performance.now();
    const timer = window.setTimeout(() => advance.current(), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (performance.now() - started));
    };
  }, [running, index]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide starts a new bar
  useEffect(() => {
    const bar = progress.current;
    if (!bar || !showProgress || typeof bar.animate !== 'function') return;
    const run = bar.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
      duration: delay,
      easing: 'linear',
      fill: 'forwards',
    });
    run.pause();
    animation.current = run;
    return () => {
      run.cancel();
      animation.current = null;
    };
  }, [index, delay, showProgress]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the bar made for this slide
  useEffect(() => {
    const bar = animation.current;
    if (!bar) return;
    if (running) bar.play();
    else bar.pause();
  }, [running, index, showProgress]);

  return progress;
}
