// Django's filter_horizontal widget (SelectFilter2.js) labels its search icon with aria-label on a
// bare <span>, which assistive technology ignores (axe-core: aria-prohibited-attr). Giving the icon
// role="img" makes that label its accessible name. Runs after the widget builds itself on load.
(function () {
  "use strict";
  function fix() {
    document.querySelectorAll("span.help-tooltip[aria-label]:not([role])").forEach(function (icon) {
      icon.setAttribute("role", "img");
    });
  }
  window.addEventListener("load", function () { window.setTimeout(fix, 0); });
})();
