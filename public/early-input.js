/* global window, document, Element */
// Keeps clicks on controls marked data-early-click that arrive before the page's code has
// started (on a slow phone that can take seconds), so the app can act on them once it runs.
(function () {
  var kept = (window.__earlyClicks = []);
  document.addEventListener(
    'click',
    function (event) {
      if (window.__earlyClicksTaken) return;
      var target = event.target instanceof Element ? event.target.closest('[data-early-click]') : null;
      if (target) kept.push(target.getAttribute('data-early-click'));
    },
    true,
  );
})();
