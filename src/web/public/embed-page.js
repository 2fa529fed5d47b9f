// The embed page's one script (src/server/embed-page, docs/decisions/0055). The page shows the
// business's timetable to anyone, in any frame, and arrives with every link opening a new tab:
// the booking pages may be framed only by the websites the business named (decision 0035), and
// they keep the visitor's sign-in in storage, which a browser may refuse a frame. Where the page
// is framed by named websites only and may keep storage, or is not framed at all, its links stay
// where they are and the note saying otherwise goes. Framed, it tells the framing page its
// content's height, for /embed.js to fit the iframe, as the client area does
// (src/web/features/embed/use-report-height.ts).
(function () {
  'use strict';
  var framed = window.parent !== window;

  // The sites framing this page: every ancestor where the browser lists them (Chromium,
  // Safari), since the browser checks frame-ancestors against each; else the framing page's
  // origin from the referrer (Firefox). None known counts as a site the business did not name.
  function framingSites() {
    var ancestors = window.location.ancestorOrigins;
    if (ancestors) return Array.prototype.slice.call(ancestors);
    try {
      return document.referrer ? [new URL(document.referrer).origin] : [];
    } catch {
      return [];
    }
  }

  // The only sure test of storage is to try: reading localStorage throws where it is refused,
  // or a write does.
  function storageWorks() {
    var probe = 'booking-embed-probe';
    try {
      var storage = window.localStorage;
      storage.setItem(probe, '1');
      var kept = storage.getItem(probe) === '1';
      storage.removeItem(probe);
      return kept;
    } catch {
      return false;
    }
  }

  function bookingStaysHere() {
    if (!framed) return true;
    var named = JSON.parse(document.getElementById('embed-websites').textContent);
    var sites = framingSites();
    var allNamed = sites.every(function (site) {
      return named.indexOf(site) !== -1;
    });
    return sites.length > 0 && allNamed && storageWorks();
  }

  if (bookingStaysHere()) {
    var base = document.querySelector('base[target]');
    if (base) base.parentNode.removeChild(base);
    var note = document.getElementById('bp-tab-note');
    if (note) note.parentNode.removeChild(note);
  }

  var content = document.querySelector('.bp');
  if (!framed || !content || typeof ResizeObserver !== 'function') return;
  // The content's own box, not the document's scroll height, which is never less than the
  // frame's and so could only ever grow it. The height is no secret, so it goes to any origin.
  var last = -1;
  function report() {
    var height = Math.ceil(content.getBoundingClientRect().bottom + window.scrollY);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: 'booking-embed:height', height: height }, '*');
  }
  new ResizeObserver(report).observe(content);
  report();
  // /embed.js asks when it starts, in case it missed the first answer (it loads async).
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || !event.data) return;
    if (event.data.type !== 'booking-embed:ask-height') return;
    last = -1;
    report();
  });
})();
