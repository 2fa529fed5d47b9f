// Starts the SPA over the server's first screen of a booking page (src/server/booking-page,
// docs/decisions/0036) when the visitor needs it at once: someone signed in on this device (their
// places and their name belong on the page), or a page inside a business's website (the SPA
// tells the frame its height). Anyone else reads and chooses on the plain page, and its links
// load the SPA. The SPA's own files are listed in the page (#spa-files), as Vite built them.
(function () {
  'use strict';
  var signedIn = false;
  try {
    // supabase-js keeps a session under sb-<project>-auth-token.
    signedIn = Object.keys(window.localStorage).some(function (key) {
      return /^sb-.+-auth-token$/.test(key);
    });
  } catch {
    // A frame whose storage the browser blocks: nobody is signed in there.
  }
  var files = document.getElementById('spa-files');
  if (!files || (!signedIn && window.parent === window)) return;
  var spa = JSON.parse(files.textContent);
  function add(tag, properties) {
    var element = document.createElement(tag);
    element.crossOrigin = '';
    Object.keys(properties).forEach(function (name) {
      element[name] = properties[name];
    });
    document.head.appendChild(element);
  }
  spa.styles.forEach(function (href) {
    add('link', { rel: 'stylesheet', href: href });
  });
  spa.preloads.forEach(function (href) {
    add('link', { rel: 'modulepreload', href: href });
  });
  add('script', { type: 'module', src: spa.entry });
})();
