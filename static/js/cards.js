// Cards in the chat timeline (drill, concept, exam): HTMX does the requests; this file only wires what
// arrives outside HTMX's own swaps (cards pushed over the websocket), typesets LaTeX with the vendored
// KaTeX, moves focus to a new card's first control (keyboard use), and "Ask follow-up" focuses the
// composer. No inline script (CSP).
(function () {
  "use strict";
  var MATH = { delimiters: [{ left: "$$", right: "$$", display: true }, { left: "\\(", right: "\\)", display: false },
                            { left: "$", right: "$", display: false }], throwOnError: false };

  function prepare(card, focus) {
    if (!card || card.dataset.cardReady) return;
    card.dataset.cardReady = "1";
    if (window.htmx) window.htmx.process(card);
    if (window.renderMathInElement) {
      card.querySelectorAll("[data-math]").forEach(function (n) {
        try { window.renderMathInElement(n, MATH); } catch (e) { /* the source stays readable */ }
      });
    }
    if (focus) {
      // the answer box, else the first option, else the card's primary button (in that order of preference)
      var first = card.querySelector("input[type=text]") || card.querySelector("input[type=radio]") ||
        card.querySelector("button.primary") || card.querySelector("button");
      if (first) first.focus({ preventScroll: false });
    }
  }

  function scan(root, focus) {
    (root || document).querySelectorAll(".learning-card").forEach(function (c) { prepare(c, focus); });
  }

  document.addEventListener("DOMContentLoaded", function () {
    scan(document, false);
    var messages = document.getElementById("tutor-messages");
    if (messages && window.MutationObserver) {
      new MutationObserver(function (records) {
        records.forEach(function (r) {
          r.addedNodes.forEach(function (n) {
            if (n.nodeType !== 1) return;
            if (n.classList.contains("learning-card")) prepare(n, true);
            else scan(n, true);
          });
        });
      }).observe(messages, { childList: true, subtree: true });
    }
  });

  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-action=follow-up]");
    if (!button) return;
    var composer = document.querySelector("#tutor-composer textarea, form textarea");
    if (composer) composer.focus();
  });
})();
