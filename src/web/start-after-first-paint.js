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
  // Until the app takes the page over, its buttons do nothing, a form would be sent by
  // the browser itself (into the address, and the page loaded again empty), and a choice
  // made in a list (a <select>) is not heard. So the visitor's last act, a button pressed
  // (a click, or Enter or Space on it) or a form sent, is kept and done again once the
  // app has started, and each list changed says so again. Links work without the app and
  // are left alone. The app says 'frameline:taking-over' just before React listens to
  // the page (src/web/main.tsx), and 'frameline:started' once the page is its own
  // (src/web/app/layouts/root-layout.tsx).
  let lastAct = null;
  const changed = new Set();
  const keepPress = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    // A form's submit button sends its form: kept as the send below.
    if (!button || (button instanceof HTMLButtonElement && button.form && button.type !== 'button')) return;
    lastAct = { button };
  };
  const keepSend = (event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    lastAct = { form: event.target, submitter: event.submitter };
  };
  const keepChange = (event) => {
    if (event.target instanceof HTMLSelectElement) changed.add(event.target);
  };
  const keeping = [
    ['click', keepPress],
    ['submit', keepSend],
    ['change', keepChange],
  ];
  for (const [type, keep] of keeping) addEventListener(type, keep, { capture: true });
  const stopKeeping = () => {
    for (const [type, keep] of keeping) removeEventListener(type, keep, { capture: true });
  };
  const usable = (element) =>
    element?.isConnected && !element.disabled && element.getAttribute('aria-disabled') !== 'true';
  const doAgain = () => {
    for (const list of changed) {
      if (list.isConnected) list.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (lastAct?.form?.isConnected) {
      // Sent by a click on its button: React makes the form its own on a click (not on a
      // bare submit) before the send reaches it. The browser never sends it itself.
      const { form, submitter } = lastAct;
      const button = submitter?.form === form ? submitter : form.querySelector('button:not([type="button"])');
      const browserSend = (event) => event.preventDefault();
      addEventListener('submit', browserSend);
      if (usable(button)) button.click();
      else form.requestSubmit();
      removeEventListener('submit', browserSend);
    } else if (usable(lastAct?.button)) {
      lastAct.button.click();
    }
  };
  document.addEventListener('frameline:taking-over', stopKeeping, { once: true });
  // In a task of its own: React hydrates a part not yet hydrated when it is pressed, but
  // not from inside its own effects, where 'frameline:started' is said.
  document.addEventListener('frameline:started', () => setTimeout(doAgain, 0), { once: true });
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
