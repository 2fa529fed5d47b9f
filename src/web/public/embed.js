// Fits a business's booking iframe to its content on the business's own website (issue 19).
// Served by the booking platform beside the embed page; the snippet from Settings › Booking page
// includes it after the iframe. The embed page (its script, embed-page.js) and the client area
// inside the frame post their height as {type: 'booking-embed:height', height}; this script takes
// it only from our own origin (the one it was loaded from) and from one of the iframes it fits,
// so no other frame can resize them.
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src) return;
  var origin = new URL(script.src).origin;
  var selector = 'iframe[data-booking-embed]';

  window.addEventListener('message', function (event) {
    if (event.origin !== origin) return;
    var data = event.data;
    if (!data || data.type !== 'booking-embed:height') return;
    var height = Number(data.height);
    if (!isFinite(height) || height <= 0) return;
    var frames = document.querySelectorAll(selector);
    for (var i = 0; i < frames.length; i += 1) {
      var frame = frames[i];
      if (frame.contentWindow === event.source) {
        // A ceiling, so that a page gone wrong cannot make the host page endless.
        frame.style.height = Math.min(Math.ceil(height), 20000) + 'px';
      }
    }
  });

  // This script loads async: a page inside that told its height before it ran was not heard, so
  // each is asked again. A frame still loading drops the question (its origin is not yet ours),
  // and tells its height once loaded, to the listener above.
  var frames = document.querySelectorAll(selector);
  for (var i = 0; i < frames.length; i += 1) {
    if (frames[i].contentWindow) {
      frames[i].contentWindow.postMessage({ type: 'booking-embed:ask-height' }, origin);
    }
  }
})();
