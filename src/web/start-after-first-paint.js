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
