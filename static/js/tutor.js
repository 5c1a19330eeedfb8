/* CourseTutor: the student's tutor page.
 *
 * One WebSocket per open conversation (/ws/tutor/<id>/). The server answers with htmx-style
 * out-of-band fragments (tutor/templates/tutor/ws/README.md); this file applies them itself so it
 * can show the student's message at once, give every send a client_message_id (a Retry after a
 * dropped connection replays the stored answer instead of generating a second one), and tell a
 * dropped connection from a finished answer. Everything else on the page (ratings, persona,
 * opening a source) is plain htmx. No inline scripts anywhere: the page's CSP forbids them.
 */
(function () {
  "use strict";

  var root = document.getElementById("tutor");
  if (!root) return;

  var MB = 1024 * 1024;
  var MAX_CHARS = parseInt(root.dataset.maxChars || "2000", 10);
  var LIMITS = { image: { count: 2, bytes: 5 * MB }, document: { count: 1, bytes: 10 * MB } };
  var MATH = {
    delimiters: [
      { left: "$$", right: "$$", display: true },
      { left: "\\[", right: "\\]", display: true },
      { left: "\\(", right: "\\)", display: false },
      { left: "$", right: "$", display: false }
    ],
    throwOnError: false,
    ignoredTags: ["script", "noscript", "style", "textarea", "pre", "code", "option"]
  };

  var messages = document.getElementById("tutor-messages");
  var scroller = document.getElementById("tutor-scroll");
  var form = document.getElementById("tutor-form");
  var input = document.getElementById("tutor-input");
  var counter = document.getElementById("char-count");
  var sendButton = document.getElementById("tutor-send");
  var fileInput = document.getElementById("tutor-files");
  var attachList = document.getElementById("attach-list");
  var attachError = document.getElementById("attach-error");
  var banner = document.getElementById("tutor-banner");
  var errors = document.getElementById("tutor-errors");
  var panel = document.getElementById("source-panel");
  var dialog = document.getElementById("confirm-delete");

  // The page's words in its language: tutor_page.html renders them (translated) into a JSON data block.
  var STRINGS = {};
  try { STRINGS = JSON.parse((document.getElementById("tutor-strings") || {}).textContent || "{}"); }
  catch (e) { STRINGS = {}; }
  function t(key, fallback) { return STRINGS[key] || fallback; }
  // A visually hidden polite live region: a finished answer is announced once, never token by token.
  var announcer = document.getElementById("tutor-announcer");
  function announce(text) {
    if (!announcer) return;
    announcer.textContent = "";
    // emptied first, so a second identical announcement is still read out
    window.setTimeout(function () { announcer.textContent = text; }, 50);
  }

  var socket = null;
  var pending = {}; // client id -> {id, payload, userEl, typingEl, messageId, state}
  var order = []; // client ids in send order
  var chosen = []; // files picked for the next message
  var stick = true; // follow the bottom while an answer streams, unless the student scrolled up
  var deleteForm = null;

  // ------------------------------------------------------------------ small helpers

  function newId() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    return "c" + Date.now().toString(36) + Math.random().toString(36).slice(2, 10);
  }

  function csrfToken() {
    try { return JSON.parse(document.body.getAttribute("hx-headers") || "{}")["X-CSRFToken"] || ""; }
    catch (e) { return ""; }
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function typeset(node) {
    if (!node || !window.renderMathInElement) return;
    try { window.renderMathInElement(node, MATH); } catch (e) { /* the source stays readable */ }
  }

  function activate(node) {
    if (window.htmx && node && node.nodeType === 1) window.htmx.process(node);
  }

  function scrollDown(force) {
    if (scroller && (force || stick)) scroller.scrollTop = scroller.scrollHeight;
  }

  if (scroller) {
    scroller.addEventListener("scroll", function () {
      stick = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 80;
    });
  }

  function showError(text, code) {
    var p = el("p", "tutor-error", text);
    p.setAttribute("role", "alert");
    if (code) p.dataset.code = code;
    errors.appendChild(p);
    scrollDown(true);
    return p;
  }

  function refreshUsage() {
    var box = document.getElementById("tutor-usage");
    if (!box || !root.dataset.usageUrl) return;
    fetch(root.dataset.usageUrl, { credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) {
        if (html === null) return;
        box.innerHTML = html; // our own server-rendered, auto-escaped template
        var blocked = !!box.querySelector("[data-state=blocked]");
        if (input) input.disabled = blocked;
        updateCounter();
      })
      .catch(function () {});
  }

  // ------------------------------------------------------------------ fragments from the socket

  function articleOf(node) {
    return node && node.closest ? node.closest("article.message") : null;
  }

  function entryForClient(clientId) {
    return clientId && pending[clientId] ? pending[clientId] : null;
  }

  function entryForMessage(messageId) {
    for (var i = 0; i < order.length; i++) {
      var entry = pending[order[i]];
      if (entry && entry.messageId === messageId) return entry;
    }
    return null;
  }

  function finish(entry) {
    if (!entry) return;
    delete pending[entry.id];
    order = order.filter(function (id) { return id !== entry.id; });
    if (!order.length) hideBanner();
  }

  function placeAssistant(entry, article) {
    if (entry && entry.typingEl && entry.typingEl.parentNode) {
      entry.typingEl.replaceWith(article);
      entry.typingEl = null;
    } else if (entry && entry.userEl && entry.userEl.parentNode) {
      entry.userEl.after(article);
    } else {
      messages.appendChild(article);
    }
  }

  function shorten(text, limit) {
    var flat = text.replace(/\s+/g, " ").trim();
    if (flat.length <= limit) return flat;
    var head = flat.slice(0, limit);
    var space = head.lastIndexOf(" ");
    return (space > 0 ? head.slice(0, space) : head).replace(/[ ,;:-]+$/, "") + "…";
  }

  // The first question names the conversation (as the server does): header and sidebar follow.
  function nameConversation(text) {
    var h1 = document.querySelector(".tutor-header h1");
    if (h1 && h1.hasAttribute("data-unnamed")) { h1.textContent = shorten(text, 80); h1.removeAttribute("data-unnamed"); }
    var current = document.querySelector(".conversation-item.is-current .conversation-item__preview");
    if (current && current.hasAttribute("data-unnamed")) {
      current.textContent = shorten(text, 60);
      current.removeAttribute("data-unnamed");
    }
  }

  // _start.html: the student's bubble (we already show ours) and the empty tutor bubble.
  function onStart(children) {
    var userArticle = null;
    var entry = null;
    children.forEach(function (node) {
      if (node.nodeType !== 1) return;
      if (node.classList.contains("message--user")) {
        userArticle = node;
        entry = entryForClient(node.dataset.clientId);
        if (entry && entry.userEl) {
          entry.userEl.id = node.id; // keep our bubble (with its attachment chips); take the server id
        } else {
          messages.appendChild(node);
        }
      } else if (node.classList.contains("message--assistant")) {
        if (entry) {
          entry.messageId = node.id;
          entry.state = "streaming";
          node.dataset.clientId = entry.id;
        }
        node.dataset.tokens = "0";
        placeAssistant(entry, node);
        activate(node);
      }
    });
    if (!userArticle) children.forEach(function (node) { if (node.nodeType === 1) messages.appendChild(node); });
    if (entry) nameConversation(entry.payload.message);
    var empty = document.getElementById("tutor-empty");
    if (empty) empty.remove();
    scrollDown(true);
  }

  // A replayed answer (same client_message_id after a drop): a fresh bubble for the stored answer.
  function onReplay(node) {
    var existing = document.getElementById(node.id);
    var entry = entryForClient(node.dataset.clientId) || entryForMessage(node.id);
    if (entry) { entry.messageId = node.id; entry.state = "streaming"; }
    node.dataset.tokens = "0";
    if (existing) existing.replaceWith(node);
    else placeAssistant(entry, node);
    activate(node);
  }

  function onToken(target, nodes) {
    var article = articleOf(target);
    nodes.forEach(function (n) { target.appendChild(n); });
    if (article) {
      var count = parseInt(article.dataset.tokens || "0", 10) + 1;
      article.dataset.tokens = String(count);
      // lets a test (or a person with devtools) see that the answer grew before it was complete
      if (count === 1) article.dataset.firstLength = String(target.textContent.length);
    }
    scrollDown(false);
  }

  function onFinal(body) {
    var article = articleOf(body);
    if (!article) return;
    var status = body.dataset.status || "complete";
    article.dataset.status = status;
    article.removeAttribute("aria-busy");
    article.dataset.finalLength = String(body.textContent.length);
    typeset(body);
    finish(entryForMessage(article.id));
    announce(status === "refused" ? t("answerRefused", "The tutor could not answer from your course materials")
                                  : t("answerReady", "Answer ready"));
    refreshUsage();
    scrollDown(false);
  }

  function onMessageError(target, nodes) {
    nodes.forEach(function (n) { target.appendChild(n); });
    var article = articleOf(target);
    if (article) {
      article.dataset.status = "failed";
      article.removeAttribute("aria-busy");
      finish(entryForMessage(article.id));
    }
    scrollDown(true);
  }

  // A message refused before its turn started: take it off the list and say why.
  function onRejected(nodes) {
    nodes.forEach(function (n) {
      if (n.nodeType !== 1) return;
      var entry = entryForClient(n.dataset.clientId);
      if (entry) {
        if (entry.userEl) entry.userEl.remove();
        if (entry.typingEl) entry.typingEl.remove();
        if (input && !input.value) { input.value = entry.payload.message; updateCounter(); }
        finish(entry);
      }
      errors.appendChild(n);
    });
    refreshUsage();
    scrollDown(true);
  }

  function applyFragment(html) {
    var tpl = document.createElement("template");
    tpl.innerHTML = html;
    Array.prototype.slice.call(tpl.content.children).forEach(function (node) {
      var spec = node.getAttribute("hx-swap-oob");
      if (spec === null) return;
      node.removeAttribute("hx-swap-oob");
      var style = spec;
      var selector = null;
      var colon = spec.indexOf(":");
      if (colon > -1) { style = spec.slice(0, colon); selector = spec.slice(colon + 1); }
      if (style === "true") style = "outerHTML";
      var children = Array.prototype.slice.call(node.childNodes);

      if (style === "outerHTML") {
        if (node.classList.contains("message--assistant")) return onReplay(node);
        var target = document.getElementById(node.id);
        if (!target) return;
        target.replaceWith(node);
        activate(node);
        document.dispatchEvent(new CustomEvent("tutor:swapped", { detail: { node: node } }));
        if (node.classList.contains("message__body")) onFinal(node);
        else if (node.classList.contains("message__sources")) typeset(node);
        return;
      }
      if (style !== "beforeend") return;
      var container = selector ? document.querySelector(selector) : document.getElementById(node.id);
      if (!container) return;
      if (container === messages) return onStart(children);
      if (container === errors) return onRejected(children);
      if (container.classList.contains("message__body")) {
        if (children.some(function (c) { return c.nodeType === 1 && c.classList.contains("message__error"); })) {
          return onMessageError(container, children);
        }
        return onToken(container, children);
      }
      children.forEach(function (c) { container.appendChild(c); activate(c); }); // e.g. XP toasts
    });
  }

  // A JSON frame (every other frame is HTML): a learning session's state_update, handed to
  // sessions.js as the same DOM event its HTMX answers trigger.
  function onJSON(text) {
    var frame;
    try { frame = JSON.parse(text); } catch (e) { return; }
    if (frame && frame.type === "state_update" && frame.payload && frame.payload.state) {
      document.dispatchEvent(new CustomEvent("learning:state_update", { detail: frame.payload.state }));
    }
  }

  // ------------------------------------------------------------------ the connection

  function connect() {
    if (!root.dataset.wsPath) return;
    if (socket && (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING)) return;
    var scheme = location.protocol === "https:" ? "wss://" : "ws://";
    var ws = new WebSocket(scheme + location.host + root.dataset.wsPath);
    socket = ws;
    root.dataset.socket = "connecting";
    ws.onopen = function () {
      root.dataset.socket = "open";
      order.forEach(function (id) {
        var entry = pending[id];
        if (entry && (entry.state === "queued" || entry.state === "interrupted")) transmit(entry);
      });
    };
    ws.onmessage = function (event) {
      if (event.data.charAt(0) === "{") return onJSON(event.data);
      applyFragment(event.data);
    };
    ws.onclose = function (event) {
      if (socket !== ws) return;
      socket = null;
      root.dataset.socket = "closed";
      if (event.code === 4401 || event.code === 4403 || event.code === 4404) {
        showError(t("closed", "This conversation can't be opened any more. Reload the page."), "closed");
        return;
      }
      var interrupted = false;
      order.forEach(function (id) {
        var entry = pending[id];
        if (entry && (entry.state === "sent" || entry.state === "streaming")) {
          entry.state = "interrupted";
          interrupted = true;
          var article = entry.messageId && document.getElementById(entry.messageId);
          if (article) { article.dataset.status = "interrupted"; article.removeAttribute("aria-busy"); }
          if (entry.typingEl) { entry.typingEl.remove(); entry.typingEl = null; }
        }
      });
      if (interrupted) showBanner();
      else setTimeout(connect, 2000); // idle: come back quietly (XP toasts arrive over this socket)
    };
  }

  function transmit(entry) {
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      entry.state = "queued";
      connect();
      return;
    }
    entry.state = "sent";
    socket.send(JSON.stringify(entry.payload));
  }

  function showBanner() { if (banner) banner.hidden = false; root.dataset.connection = "lost"; }
  function hideBanner() { if (banner) banner.hidden = true; delete root.dataset.connection; }

  function retry() {
    hideBanner();
    order.forEach(function (id) {
      var entry = pending[id];
      if (!entry || entry.state !== "interrupted") return;
      if (!entry.messageId && !entry.typingEl && entry.userEl) entry.typingEl = typingBubble(entry.userEl);
    });
    if (socket && socket.readyState === WebSocket.OPEN) {
      order.forEach(function (id) { if (pending[id] && pending[id].state === "interrupted") transmit(pending[id]); });
    } else {
      connect();
    }
  }

  // ------------------------------------------------------------------ composing and sending

  function updateCounter() {
    if (!input || !counter) return;
    var n = input.value.trim().length;
    counter.textContent = n + " / " + MAX_CHARS;
    counter.classList.toggle("is-near", n >= MAX_CHARS * 0.9 && n <= MAX_CHARS);
    counter.classList.toggle("is-over", n > MAX_CHARS);
    if (sendButton) sendButton.disabled = input.disabled || n > MAX_CHARS;
  }

  function kindOf(file) {
    var name = (file.name || "").toLowerCase();
    if (file.type === "image/png" || file.type === "image/jpeg" || /\.(png|jpe?g)$/.test(name)) return "image";
    if (file.type === "application/pdf" || /\.(pdf|docx)$/.test(name) ||
        file.type === "application/vnd.openxmlformats-officedocument.wordprocessingml.document") return "document";
    return null;
  }

  // Same rules as tutor/attachments.py (property 21); the server checks the bytes again.
  function checkFiles(files) {
    var counts = { image: 0, document: 0 };
    for (var i = 0; i < files.length; i++) {
      var f = files[i];
      var kind = kindOf(f);
      if (!kind) return "“" + f.name + "” can't be attached: only JPG or PNG images and PDF or Word (DOCX) documents are accepted.";
      if (f.size > LIMITS[kind].bytes) {
        return kind === "image" ? "“" + f.name + "” is larger than 5 MB. Images can be at most 5 MB."
                                : "“" + f.name + "” is larger than 10 MB. Documents can be at most 10 MB.";
      }
      if (f.size === 0) return "“" + f.name + "” is empty.";
      counts[kind] += 1;
    }
    if (counts.image > LIMITS.image.count) return t("tooManyImages", "You can attach at most 2 images to one message.");
    if (counts.document > LIMITS.document.count) return t("tooManyDocuments", "You can attach only 1 document to one message.");
    return null;
  }

  function setAttachError(text) {
    if (!attachError) return;
    attachError.textContent = text || "";
    attachError.hidden = !text;
  }

  function sizeLabel(bytes) {
    return bytes >= MB ? (bytes / MB).toFixed(1) + " MB" : Math.max(1, Math.round(bytes / 1024)) + " KB";
  }

  function chip(name, kind, size, note) {
    var li = el("li", "attach-chip attach-chip--" + kind);
    var ext = (name.split(".").pop() || "").toUpperCase();
    li.appendChild(el("span", "attach-chip__kind", kind === "image" ? t("image", "Image") : ext));
    li.appendChild(document.createTextNode(" " + name + " "));
    li.appendChild(el("span", "muted", sizeLabel(size)));
    if (note) li.appendChild(el("span", "attach-chip__note", note));
    return li;
  }

  function renderChosen() {
    if (!attachList) return;
    attachList.textContent = "";
    chosen.forEach(function (f, i) {
      var li = chip(f.name, kindOf(f), f.size);
      var remove = el("button", "icon-button", "×");
      remove.type = "button";
      remove.setAttribute("aria-label", t("remove", "Remove %s").replace("%s", f.name));
      remove.addEventListener("click", function () { chosen.splice(i, 1); renderChosen(); setAttachError(""); });
      li.appendChild(remove);
      attachList.appendChild(li);
    });
  }

  function optimisticBubble(text, files) {
    var article = el("article", "message message--user is-pending");
    var body = el("div", "message__body");
    text.split("\n").forEach(function (line, i) {
      if (i) body.appendChild(document.createElement("br"));
      body.appendChild(document.createTextNode(line));
    });
    article.appendChild(body);
    if (files.length) {
      var ul = el("ul", "attach-list");
      files.forEach(function (f) { ul.appendChild(chip(f.name, kindOf(f), f.size)); });
      article.appendChild(ul);
    }
    var empty = document.getElementById("tutor-empty");
    if (empty) empty.remove();
    messages.appendChild(article);
    return article;
  }

  function typingBubble(after) {
    var article = el("article", "message message--assistant message--typing");
    article.setAttribute("aria-label", t("typing", "The tutor is typing"));
    var dots = el("div", "typing");
    for (var i = 0; i < 3; i++) dots.appendChild(el("span"));
    article.appendChild(dots);
    if (after) after.after(article); else messages.appendChild(article);
    return article;
  }

  function upload(entry, files) {
    if (!files.length) return Promise.resolve([]);
    var data = new FormData();
    files.forEach(function (f) { data.append("files", f, f.name); });
    return fetch(root.dataset.uploadUrl, {
      method: "POST", body: data, credentials: "same-origin", headers: { "X-CSRFToken": csrfToken() }
    }).then(function (r) {
      return r.json().catch(function () { return {}; }).then(function (json) {
        if (!r.ok) throw new Error(json.message || t("attachFailed", "The files couldn't be attached. Please try again."));
        return json.attachments || [];
      });
    });
  }

  function send(event) {
    event.preventDefault();
    ask(input.value.trim(), false);
  }

  // Ask ``text``: typed in the composer, or a suggested question the tutor offered (``suggested``:
  // not counted against the unit's typed-prompt quota; the server checks it offered the text).
  function ask(text, suggested) {
    if (!text) { input.focus(); return; }
    if (text.length > MAX_CHARS) return;
    var problem = suggested ? "" : checkFiles(chosen);
    if (problem) { setAttachError(problem); return; }
    var files = suggested ? [] : chosen.slice();
    var entry = { id: newId(), state: "uploading", messageId: null };
    entry.payload = { message: text, client_message_id: entry.id, attachments: [], suggested: suggested };
    pending[entry.id] = entry;
    order.push(entry.id);
    errors.textContent = "";
    setAttachError("");
    entry.userEl = optimisticBubble(text, files);
    entry.userEl.dataset.clientId = entry.id;
    entry.typingEl = typingBubble(entry.userEl);
    if (!suggested) {
      input.value = "";
      chosen = [];
      renderChosen();
    }
    updateCounter();
    stick = true;
    scrollDown(true);
    upload(entry, files).then(function (stored) {
      entry.payload.attachments = stored.map(function (a) { return a.id; });
      var notes = stored.filter(function (a) { return a.note; });
      var list = entry.userEl.querySelector(".attach-list");
      if (list && notes.length) {
        list.textContent = "";
        stored.forEach(function (a) { list.appendChild(chip(a.name, a.kind, a.size, a.note)); });
      }
      transmit(entry);
    }).catch(function (err) {
      entry.userEl.remove();
      if (entry.typingEl) entry.typingEl.remove();
      finish(entry);
      if (suggested) return;
      input.value = text;
      chosen = files;
      renderChosen();
      updateCounter();
      setAttachError(err.message);
    });
  }

  document.addEventListener("click", function (e) {
    var button = e.target.closest && e.target.closest('[data-action="ask-suggestion"]');
    if (!button || !form) return;
    e.preventDefault();
    ask(button.getAttribute("data-prompt") || "", true);
  });

  if (form) {
    form.addEventListener("submit", send);
    input.addEventListener("input", updateCounter);
    input.addEventListener("keydown", function (e) {
      if (e.key === "Enter" && !e.shiftKey && !e.isComposing) { e.preventDefault(); form.requestSubmit(); }
    });
    fileInput.addEventListener("change", function () {
      var picked = Array.prototype.slice.call(fileInput.files || []);
      fileInput.value = "";
      var next = chosen.concat(picked);
      var problem = checkFiles(next);
      setAttachError(problem);
      if (!problem) chosen = next;
      renderChosen();
    });
    updateCounter();
  }

  // ------------------------------------------------------------------ answers: citations, copy

  function openCitation(link) {
    var id = (link.getAttribute("href") || "").slice(1);
    var item = id && document.getElementById(id);
    if (!item) return;
    item.hidden = false;
    var details = item.querySelector("details");
    if (details) details.open = true;
    typeset(item);
    item.scrollIntoView({ block: "nearest", behavior: "smooth" });
    item.classList.remove("is-flash");
    void item.offsetWidth;
    item.classList.add("is-flash");
  }

  function answerText(body) {
    var copy = body.cloneNode(true);
    copy.querySelectorAll(".katex").forEach(function (k) {
      var tex = k.querySelector("annotation");
      k.replaceWith(document.createTextNode(tex ? tex.textContent : k.textContent));
    });
    copy.querySelectorAll(".cite, .message__error").forEach(function (n) { n.remove(); });
    copy.querySelectorAll("p, li, pre, h1, h2, h3, h4, tr").forEach(function (n) { n.appendChild(document.createTextNode("\n")); });
    return copy.textContent.replace(/[ \t]+\n/g, "\n").replace(/\n{3,}/g, "\n\n").replace(/ {2,}/g, " ").trim();
  }

  function copyAnswer(button) {
    var article = articleOf(button);
    var body = article && article.querySelector(".message__body");
    if (!body) return;
    var text = answerText(body);
    var done = function () {
      button.textContent = t("copied", "Copied");
      button.dataset.copied = "true";
      setTimeout(function () { button.textContent = t("copy", "Copy"); }, 1800);
    };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(done, function () { button.textContent = t("copyFailed", "Copy failed"); });
    } else {
      button.textContent = t("copyFailed", "Copy failed");
    }
  }

  function closePanel() {
    if (!panel) return;
    panel.hidden = true;
    root.classList.remove("has-source");
  }

  // ------------------------------------------------------------------ clicks and htmx hooks

  document.addEventListener("click", function (e) {
    var target = e.target.closest("a.cite, [data-action]");
    if (!target) return;
    if (target.matches("a.cite")) { e.preventDefault(); openCitation(target); return; }
    var action = target.dataset.action;
    if (action === "toggle-sidebar") {
      var open = root.dataset.sidebar !== "open";
      root.dataset.sidebar = open ? "open" : "closed";
      document.querySelectorAll(".tutor-menu").forEach(function (b) { b.setAttribute("aria-expanded", String(open)); });
    } else if (action === "more-sources") {
      var section = target.closest(".sources");
      section.querySelectorAll(".source--more").forEach(function (li) { li.hidden = false; });
      target.remove();
    } else if (action === "copy") {
      copyAnswer(target);
    } else if (action === "retry") {
      retry();
    } else if (action === "close-source") {
      closePanel();
    } else if (action === "cancel-delete") {
      deleteForm = null;
      dialog.close();
    } else if (action === "confirm-delete") {
      if (deleteForm) deleteForm.submit();
      dialog.close();
    }
  });

  document.addEventListener("submit", function (e) {
    var f = e.target;
    if (f.matches && f.matches("form[data-confirm=delete]") && dialog && dialog.showModal) {
      e.preventDefault();
      deleteForm = f;
      dialog.showModal();
    }
  });

  document.addEventListener("htmx:afterSwap", function (e) {
    if (e.detail && e.detail.target && e.detail.target.id === "source-panel-body") {
      panel.hidden = false;
      root.classList.add("has-source");
      typeset(e.detail.target);
      var mark = document.getElementById("source-mark");
      if (mark) mark.scrollIntoView({ block: "center" });
    }
  });

  // Older messages loaded by "Show older messages": typeset their maths like the page's own.
  document.addEventListener("htmx:load", function (e) {
    var elt = e.detail && e.detail.elt;
    if (elt && elt.classList && elt.classList.contains("message--assistant")) {
      elt.querySelectorAll(".message__body, .sources").forEach(typeset);
    }
  });

  document.addEventListener("keydown", function (e) {
    if (e.key === "Escape" && panel && !panel.hidden) closePanel();
  });

  // ------------------------------------------------------------------ start

  document.querySelectorAll(".message--assistant .message__body, .sources").forEach(typeset);
  scrollDown(true);
  connect();
})();
