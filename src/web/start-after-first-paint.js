// The built page's only script tag (docs/decisions/0022). A server-rendered page reads
// without JavaScript, so the app's modules are asked for only once the page has been
// painted: on a slow phone link the style sheet, fonts and first image then have the
// connection to themselves, and hydration's work cannot hold up the first paint.
// The entry and its module preloads are this tag's data-entry and data-modules.
(() => {
  const tag = document.currentScript;
  const entry = tag?.getAttribute('data-entry');
  if (!entry) return;
  const modules = (tag.getAttribute('data-modules') ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of modules) {
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = '';
      preload.href = href;
      document.head.append(preload);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // A page the server did not render (the dashboard, say) shows nothing without the app.
  if (!document.getElementById('root')?.firstChild) return start();
  // Until the app takes the page over, its buttons do nothing and it does not hear a
  // choice made in a list (a <select>): the press of a button (a click, or Enter or Space
  // on it) would be lost, and the list would show a choice the page does not follow. So
  // the last button pressed is pressed again once the app has started, and each list
  // changed says so again. Links and a form's submit buttons work without the app and
  // are left alone. The app says 'frameline:taking-over' just before React listens to
  // the page, and 'frameline:started' once the page is its own (src/web/main.tsx).
  let pressed = null;
  const changed = new Set();
  const keepPress = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    if (!button || (button instanceof HTMLButtonElement && button.form && button.type !== 'button')) return;
    pressed = button;
  };
  const keepChange = (event) => {
    if (event.target instanceof HTMLSelectElement) changed.add(event.target);
  };
  addEventListener('click', keepPress, { capture: true });
  addEventListener('change', keepChange, { capture: true });
  const stopKeeping = () => {
    removeEventListener('click', keepPress, { capture: true });
    removeEventListener('change', keepChange, { capture: true });
  };
  const pressAgain = () => {
    for (const list of changed) {
      if (list.isConnected) list.dispatchEvent(new Event('change', { bubbles: true }));
    }
    const button = pressed;
    if (!button?.isConnected || button.disabled || button.getAttribute('aria-disabled') === 'true') return;
    button.click();
  };
  document.addEventListener('frameline:taking-over', stopKeeping, { once: true });
  // In a task of its own: React hydrates a part not yet hydrated when it is pressed, but
  // not from inside its own effects, where 'frameline:started' is said.
  document.addEventListener('frameline:started', () => setTimeout(pressAgain, 0), { once: true });
  // The first paint with content, and the fonts it is drawn in; then the frame after it
  // (a frame callback runs just before a paint, a task queued from it just after).
  const painted = new Promise((resolve) => {
    if (performance.getEntriesByName('first-contentful-paint').length) return resolve();
    try {
      new PerformanceObserver((entries, observer) => {
        if (!entries.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      resolve();
    }
  });
  Promise.all([painted, document.fonts?.ready]).then(() => requestAnimationFrame(() => setTimeout(start, 0)));
  // A visitor who reaches for the page before then wants the app now.
  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    addEventListener(type, start, { once: true, passive: true, capture: true });
  }
  // A tab opened in the background paints nothing until shown: start anyway.
  setTimeout(start, 3000);
})();
