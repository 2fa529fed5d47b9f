// Fits a business's booking iframe to its content on the business's own website (issue 19).
// Served by the booking platform beside the embed page; the snippet from Settings › Booking page
// includes it after the iframe. The embed page (src/web/routes/embed) posts its height as
// {type: 'booking-embed:height', height}; this script takes it only from our own origin (the one
// it was loaded from) and from one of the iframes it fits, so no other frame can resize them.
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
})();
