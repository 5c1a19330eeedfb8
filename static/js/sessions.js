// A learning session on the tutor page: HTMX swaps the whole session partial after each turn; this
// file typesets its LaTeX with the vendored KaTeX and brings the newest turn into view (its answer box
// takes the focus through the autofocus attribute). No inline script (CSP).
(function () {
  "use strict";
  var MATH = { delimiters: [{ left: "$$", right: "$$", display: true }, { left: "\\(", right: "\\)", display: false },
                            { left: "$", right: "$", display: false }], throwOnError: false };

  function settle(box, scroll) {
    if (!box) return;
    if (window.renderMathInElement) {
      box.querySelectorAll(".session-turns, .session-exam-question, .session-exam-answered").forEach(function (n) {
        try { window.renderMathInElement(n, MATH); } catch (e) { /* the source stays readable */ }
      });
    }
    var latest = document.getElementById("session-latest");
    if (scroll && latest) latest.scrollIntoView({ block: "nearest" });
  }

  document.addEventListener("DOMContentLoaded", function () {
    // KaTeX loads deferred like this file; typeset once everything has run
    window.setTimeout(function () { settle(document.getElementById("learning-session"), true); }, 0);
  });
  ["htmx:afterSettle", "htmx:oobAfterSwap"].forEach(function (name) {
    document.addEventListener(name, function () {
      settle(document.getElementById("learning-session"), true);
    });
  });
})();
