/**
 * Public pages ('/' and '/login') ship their first screen as HTML rendered at build time, one
 * `<template>` per interface language and variety of Spanish (vite.config.ts, prerenderPublicPages:
 * `en`, `es` in voseo, `es-tuteo`). Before the first paint, PICK_PRERENDERED (inlined in the page,
 * allowed by its hash in firebase.json's CSP) shows the reader's language, in the variety the app
 * will show (the browser's first Spanish tag: es-AR or es-UY voseo, anything else tuteo), hides #root and starts the app once that has painted; the app renders into the hidden #root meanwhile, and the first
 * page it mounts hands over (revealApp) in a layout effect, before the browser paints again: the
 * same pixels, now live. So the page's content paints with the HTML instead of after every script.
 *
 * A browser that holds a signed-in user's data (`userData`) keeps the spinner instead: its navbar and
 * calls to action differ from the visitor's that was rendered.
 */
export const PICK_PRERENDERED = `(function () {
  var app = document.getElementById('app-start');
  var started = false;
  function start() {
    if (started || !app) return;
    started = true;
    document.head.appendChild(app.content.cloneNode(true));
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app.getAttribute('data-entry');
    document.head.appendChild(script);
  }
  function show() {
    var chosen;
    try {
      if (localStorage.getItem('userData')) return false;
      chosen = localStorage.getItem('pautia.language');
    } catch (e) {}
    var tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    if (chosen !== 'es' && chosen !== 'en') {
      chosen = 'en';
      for (var i = 0; i < tags.length; i++) {
        var base = String(tags[i]).trim().toLowerCase().split(/[-_]/)[0];
        if (base === 'es' || base === 'en') { chosen = base; break; }
      }
    }
    var variant = chosen;
    if (chosen === 'es') {
      variant = 'es-tuteo';
      for (var j = 0; j < tags.length; j++) {
        var parts = String(tags[j]).trim().toUpperCase().split(/[-_]/);
        if (parts[0] !== 'ES') continue;
        if (parts[1] === 'AR' || parts[1] === 'UY') variant = 'es';
        break;
      }
    }
    var template = document.getElementById('prerendered-' + variant);
    var root = document.getElementById('root');
    // index.html is also every other path's page: its templates are the landing page's only.
    if (!template || !root || template.getAttribute('data-path') !== location.pathname) return false;
    var shown = document.createElement('div');
    shown.id = 'prerendered';
    shown.appendChild(template.content.cloneNode(true));
    root.hidden = true;
    root.parentNode.insertBefore(shown, root);
    document.documentElement.lang = chosen;
    return true;
  }
  // The app's scripts (#app-start: the entry, and the modulepreloads of what it needs first) are
  // asked for once the page has painted, so they neither hold up that paint nor take the bandwidth
  // its stylesheets need; at once when nothing was shown or nothing will paint.
  if (show() && document.visibilityState !== 'hidden') {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  } else {
    start();
  }
})();`;

/** Replaces the build-time HTML with the live app (a no-op when none was shown). */
export function revealApp(): void {
  if (typeof document === 'undefined') return;
  const shown = document.getElementById('prerendered');
  if (!shown) return;
  shown.remove();
  const root = document.getElementById('root');
  if (root) root.hidden = false;
}
