// A learning session on the tutor page.
//
// After this tab's own answer, HTMX swaps the whole session partial in; this file typesets its LaTeX
// with the vendored KaTeX and brings the newest turn into view (the answer box takes the focus through
// its autofocus attribute).
//
// Every session write also reaches every open tab of the conversation as a `state_update` (seed 004):
// JSON over the tutor websocket (tutor.js re-dispatches it as a `learning:state_update` event), and
// in the HX-Trigger header of this tab's own answers (the same event name and state). Only the
// progress widgets follow it: the progress bar, the step counter, the plan's step list, the exam's
// question counter and the paused/ended pill. The turns and the answer form are never re-rendered
// from a push, so nobody loses what they are typing or the focus; a tab left behind by another one
// says so and offers to show the latest. No inline script (CSP).
(function () {
  "use strict";
  var MATH = { delimiters: [{ left: "$$", right: "$$", display: true }, { left: "\\(", right: "\\)", display: false },
                            { left: "$", right: "$", display: false }], throwOnError: false };
  var inFlight = []; // this tab's own session requests (their XHRs): their state arrives before their swap

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

  function percent(value) { return Math.round(Number(value) || 0); }

  // The page's own wording, translated by the template into data-text-* attributes with {placeholders}.
  function say(node, key, values) {
    var text = (node && node.dataset["text" + key]) || "";
    return text.replace(/\{(\w+)\}/g, function (all, name) { return name in values ? String(values[name]) : all; });
  }

  function counterText(counter, state) {
    if (state.mode === "teach_me") {
      var where = state.is_complete ? say(counter, "Complete", {})
        : say(counter, "Step", { step: state.current_step, total: state.total_steps }) +
          (state.current_concept ? ": " + state.current_concept : "");
      return where + " · " + say(counter, "Coverage", { coverage: percent(state.coverage) });
    }
    if (state.mode === "exam") {
      var exam = state.exam_progress;
      if (!exam) return null;
      return exam.finished ? say(counter, "Finished", { total: exam.total_questions })
        : say(counter, "Question", { current: exam.current_question, total: exam.total_questions });
    }
    if (state.concepts_discussed && state.concepts_discussed.length) {
      return say(counter, "Discussed", { topics: state.concepts_discussed.join(", ") });
    }
    return null; // Clarify before any topic: the template's invitation stays
  }

  function setSteps(box, state) {
    var list = box.querySelector(".session-steps");
    if (state.mode !== "teach_me" || !list) return;
    list.querySelectorAll(".session-step").forEach(function (item, i) {
      var n = i + 1;
      var status = n < state.current_step ? "done" : n === state.current_step ? "current" : "todo";
      item.classList.remove("session-step--done", "session-step--current", "session-step--todo");
      item.classList.add("session-step--" + status);
      if (status === "current") item.setAttribute("aria-current", "step");
      else item.removeAttribute("aria-current");
      var mark = item.querySelector(".session-step__done");
      if (status === "done" && !mark) {
        mark = document.createElement("span");
        mark.className = "session-step__done";
        var hidden = document.createElement("span");
        hidden.className = "visually-hidden";
        hidden.textContent = list.dataset.textDone || "";
        mark.appendChild(document.createTextNode(" "));
        mark.appendChild(hidden);
        mark.appendChild(document.createTextNode("✓"));
        item.appendChild(mark);
      } else if (status !== "done" && mark) {
        mark.remove();
      }
    });
  }

  function setStatus(box, state) {
    var holder = box.querySelector("#session-status");
    if (!holder) return;
    var label = state.is_paused ? say(holder, "Paused", {}) : state.status === "ended" ? say(holder, "Ended", {}) : "";
    holder.textContent = "";
    if (!label) return;
    var pill = document.createElement("span");
    pill.className = "pill";
    pill.textContent = label;
    holder.appendChild(document.createTextNode(" · "));
    holder.appendChild(pill);
  }

  function applyState(state) {
    var box = document.getElementById("learning-session");
    if (!state || !box || box.dataset.sessionId !== String(state.session_id)) return;
    var shown = parseInt(box.dataset.version, 10) || 0;
    var seen = parseInt(box.dataset.seenVersion || "0", 10) || shown;
    if (!(state.version > seen)) return; // this state, or a newer one, is already on the page
    box.dataset.seenVersion = String(state.version);
    box.querySelectorAll(".session-progress").forEach(function (bar) {
      bar.setAttribute("aria-valuenow", String(percent(state.progress_percentage)));
      var fill = bar.querySelector(".bar-fill");
      if (fill) fill.style.width = percent(state.progress_percentage) + "%";
    });
    var counter = box.querySelector("#session-counter");
    var text = counter ? counterText(counter, state) : null;
    if (counter && text !== null) counter.textContent = text;
    setSteps(box, state);
    setStatus(box, state);
    // another tab (or an API client) wrote: this tab's turns and form are now behind
    var notice = box.querySelector("#session-elsewhere");
    if (notice && !inFlight.length && state.version > shown) notice.hidden = false;
  }

  function fromSession(event) {
    var box = document.getElementById("learning-session");
    var source = event.detail && event.detail.elt;
    return !!(box && source && (source === box || box.contains(source)));
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
  document.addEventListener("htmx:beforeRequest", function (event) {
    if (fromSession(event) && event.detail.xhr) inFlight.push(event.detail.xhr);
  });
  document.addEventListener("htmx:afterRequest", function (event) {
    inFlight = inFlight.filter(function (xhr) { return xhr !== event.detail.xhr; });
  });
  document.addEventListener("learning:state_update", function (event) { applyState(event.detail); });
})();
