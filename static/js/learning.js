// The learning panel: open on wide screens (a drawer on phones), and live countdowns to exam lockouts.
// No inline script anywhere (CSP): this file is loaded by the page and re-applies after HTMX swaps.
(function () {
  "use strict";
  var WIDE = window.matchMedia("(min-width: 761px)");
  // the page's words, rendered translated into a JSON data block (learning/partials/_js_strings.html)
  var STRINGS = {};
  try { STRINGS = JSON.parse((document.getElementById("learning-strings") || {}).textContent || "{}"); }
  catch (e) { STRINGS = {}; }

  function openWide(root) {
    (root || document).querySelectorAll("details[data-wide-open]").forEach(function (el) {
      if (WIDE.matches) el.open = true;
    });
  }

  function format(seconds) {
    if (seconds <= 0) return STRINGS.countdownNow || "now";
    var h = Math.floor(seconds / 3600), m = Math.floor((seconds % 3600) / 60), s = seconds % 60;
    if (h >= 24) return Math.floor(h / 24) + "d " + (h % 24) + "h";
    if (h) return h + "h " + String(m).padStart(2, "0") + "m";
    return m + "m " + String(s).padStart(2, "0") + "s";
  }

  function tick() {
    var now = Date.now();
    document.querySelectorAll("[data-countdown-until]").forEach(function (el) {
      var until = Date.parse(el.getAttribute("data-countdown-until"));
      if (isNaN(until)) return;
      var left = Math.round((until - now) / 1000);
      el.textContent = format(left);
      if (left <= 0 && !el.hasAttribute("data-countdown-done")) {
        el.setAttribute("data-countdown-done", "");
        var panel = el.closest(".snapshot-panel");
        // the lock is over: ask the server for the panel again (it decides what is available)
        if (panel && window.htmx) window.htmx.trigger(panel, "learning:refresh");
      }
    });
  }

  // on a phone the folded panel sits just below the tutor's header, whose height depends on wrapping
  function placeBelowHeader() {
    var header = document.querySelector(".tutor-header");
    if (header) document.documentElement.style.setProperty("--tutor-header-h", header.offsetHeight + "px");
  }

  document.addEventListener("DOMContentLoaded", function () {
    openWide(); tick(); placeBelowHeader();
    var header = document.querySelector(".tutor-header");
    if (header && window.ResizeObserver) new ResizeObserver(placeBelowHeader).observe(header);  // titles wrap
  });
  window.addEventListener("resize", placeBelowHeader);
  // a panel swapped in by HTMX (a refresh, or pushed over the tutor's websocket as an out-of-band swap)
  // (tutor.js applies the websocket's fragments itself and announces each swap as tutor:swapped)
  ["htmx:afterSettle", "htmx:oobAfterSwap", "tutor:swapped"].forEach(function (name) {
    document.addEventListener(name, function () { openWide(); tick(); });
  });
  WIDE.addEventListener("change", function () { openWide(); });
  window.setInterval(tick, 1000);
})();
