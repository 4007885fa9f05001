/*
 * The editor's page's one script, an enhancement (every page works without it): it moves the focus
 * to the result of a form post, so a screen reader reads it first and a keyboard goes on from it;
 * and it follows a published change to the site, asking the page's follow address
 * (/editor/follow) until the result is final, so "Live on the site" appears without a reload.
 */
/* global document */
(function () {
  'use strict';
  var EVERY_MS = 400;

  function focusResult() {
    var box = document.getElementById('result');
    if (box && document.activeElement !== box && (document.activeElement === document.body || document.activeElement === null)) box.focus();
  }

  function follow(url) {
    fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
      .then(function (res) {
        return res.ok ? res.json() : null;
      })
      .then(function (answer) {
        if (!answer) return;
        var box = document.getElementById('result');
        var bar = document.getElementById('follow-progress');
        if (!box) return;
        if (box.getAttribute('role') !== answer.role) {
          // a result that turns into a failure is a new alert, said at once
          var next = document.createElement('div');
          next.id = 'result';
          next.tabIndex = -1;
          next.setAttribute('role', answer.role);
          next.className = answer.className;
          next.setAttribute('data-state', answer.state);
          next.innerHTML = answer.message;
          box.replaceWith(next);
          next.focus();
          box = next;
        } else {
          box.className = answer.className;
          // the same words again are not said again: only a new state changes the region
          if (box.getAttribute('data-state') !== answer.state) {
            box.setAttribute('data-state', answer.state);
            box.innerHTML = answer.message;
          }
        }
        if (bar) bar.innerHTML = answer.progress;
        if (!answer.final) setTimeout(follow, EVERY_MS, url);
      })
      .catch(function () {
        setTimeout(follow, EVERY_MS * 5, url);
      });
  }

  function start() {
    focusResult();
    var box = document.getElementById('result');
    var url = box && box.getAttribute('data-follow');
    if (url) setTimeout(follow, EVERY_MS, url);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
