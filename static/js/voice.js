/* CourseTutor: voice input on the tutor page.
 *
 * The microphone button records with MediaRecorder (press to start, press again to stop; it stops
 * by itself after MAX_SECONDS), posts the recording to the transcribe endpoint and puts the text in
 * the message box with a note saying where it came from. Nothing is sent: the student reads, edits
 * and presses Send like for anything typed. "Discard" puts back what the box held before.
 */
(function () {
  "use strict";

  var button = document.getElementById("tutor-mic");
  var input = document.getElementById("tutor-input");
  var form = document.getElementById("tutor-form");
  var confirmBox = document.getElementById("voice-confirm");
  var heard = document.getElementById("voice-heard");
  var status = document.getElementById("voice-status");
  if (!button || button.disabled || !input || !form || !button.dataset.transcribeUrl) return;

  var MAX_SECONDS = 60;
  // The page's words in its language (tutor/partials/_js_strings.html renders them, translated).
  var STRINGS = {};
  try { STRINGS = JSON.parse((document.getElementById("tutor-strings") || {}).textContent || "{}"); }
  catch (e) { STRINGS = {}; }
  function t(key, fallback) { return STRINGS[key] || fallback; }
  var MB = 1024 * 1024;
  var recorder = null;
  var chunks = [];
  var startedAt = 0;
  var ticker = null;
  var before = null; // the message box before the transcript went in (for Discard)

  if (!window.MediaRecorder || !navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
    button.disabled = true;
    button.title = t("voiceNoBrowser", "Voice input needs a browser that can record audio");
    return;
  }

  function csrfToken() {
    try { return JSON.parse(document.body.getAttribute("hx-headers") || "{}")["X-CSRFToken"] || ""; }
    catch (e) { return ""; }
  }

  function say(text, isError) {
    status.textContent = text || "";
    status.hidden = !text;
    status.classList.toggle("voice-status--error", !!isError);
  }

  function setRecording(on) {
    button.setAttribute("aria-pressed", on ? "true" : "false");
    button.classList.toggle("is-recording", on);
    button.querySelector(".composer__mic-label").textContent = on ? t("voiceStop", "Stop") : t("voiceSpeak", "Speak");
  }

  function mimeType() {
    var kinds = ["audio/webm;codecs=opus", "audio/webm", "audio/ogg;codecs=opus", "audio/mp4"];
    for (var i = 0; i < kinds.length; i++) if (MediaRecorder.isTypeSupported(kinds[i])) return kinds[i];
    return "";
  }

  function extension(type) {
    if (type.indexOf("ogg") >= 0) return "ogg";
    if (type.indexOf("mp4") >= 0) return "mp4";
    return "webm";
  }

  function start() {
    navigator.mediaDevices.getUserMedia({ audio: true }).then(function (stream) {
      var type = mimeType();
      recorder = type ? new MediaRecorder(stream, { mimeType: type }) : new MediaRecorder(stream);
      chunks = [];
      recorder.ondataavailable = function (e) { if (e.data && e.data.size) chunks.push(e.data); };
      recorder.onstop = function () {
        stream.getTracks().forEach(function (t) { t.stop(); });
        clearInterval(ticker);
        setRecording(false);
        var blob = new Blob(chunks, { type: recorder.mimeType || type || "audio/webm" });
        transcribe(blob, extension(blob.type));
      };
      recorder.start();
      startedAt = Date.now();
      setRecording(true);
      say(t("voiceRecording", "Recording… %s — press Stop when you have finished.").replace("%s", "0:00"));
      ticker = setInterval(function () {
        var s = Math.floor((Date.now() - startedAt) / 1000);
        if (s >= MAX_SECONDS) { stop(); return; }
        say(t("voiceRecording", "Recording… %s — press Stop when you have finished.").replace("%s", "0:" + (s < 10 ? "0" : "") + s));
      }, 500);
    }).catch(function () {
      say(t("voiceNoMic", "The microphone couldn't be used. Allow microphone access for this site, or type your question."), true);
    });
  }

  function stop() {
    if (recorder && recorder.state !== "inactive") recorder.stop();
  }

  function transcribe(blob, ext) {
    if (!blob.size) { say(t("voiceNothing", "Nothing was recorded. Please try again."), true); return; }
    if (blob.size > 25 * MB) { say(t("voiceTooLong", "The recording is too long: audio can be at most 25 MB."), true); return; }
    var data = new FormData();
    data.append("audio", blob, "question." + ext);
    button.disabled = true;
    say(t("voiceWorking", "Turning your recording into text…"));
    fetch(button.dataset.transcribeUrl, {
      method: "POST", body: data, credentials: "same-origin", headers: { "X-CSRFToken": csrfToken() }
    }).then(function (r) {
      return r.json().catch(function () { return {}; }).then(function (json) {
        if (!r.ok) throw new Error(json.message || t("voiceFailed", "The recording couldn't be transcribed. Please try again."));
        return json;
      });
    }).then(function (json) {
      before = input.value;
      var text = json.message || "";
      input.value = before.trim() ? before.replace(/\s+$/, "") + " " + text : text;
      input.dispatchEvent(new Event("input", { bubbles: true })); // the character counter
      heard.textContent = json.text || "";
      confirmBox.hidden = false;
      say("");
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }).catch(function (err) {
      say(err.message, true);
    }).then(function () {
      button.disabled = false;
    });
  }

  function closeConfirm() {
    confirmBox.hidden = true;
    before = null;
  }

  button.addEventListener("click", function () {
    if (recorder && recorder.state === "recording") stop(); else start();
  });
  confirmBox.addEventListener("click", function (e) {
    if (!e.target.closest('[data-action="voice-discard"]')) return;
    if (before !== null) input.value = before;
    input.dispatchEvent(new Event("input", { bubbles: true }));
    closeConfirm();
    input.focus();
  });
  form.addEventListener("submit", closeConfirm);
})();
