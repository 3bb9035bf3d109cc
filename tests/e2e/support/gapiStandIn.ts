import type {BrowserContext} from 'playwright-core';

/**
 * TEST-ONLY stand-in for Google's gapi iframe channel (apis.google.com/js/api.js).
 *
 * This machine cannot reach apis.google.com, yet both the Firebase Auth SDK
 * (signInWithPopup) and the Auth emulator's helper iframe load gapi from it to
 * talk to each other. The browser tests answer that request with this small
 * script, which implements just what those two pages use of gapi.iframes
 * (open/ping/restyle/register/send on the parent side, getParentIframe/
 * register/send on the iframe side) over window.postMessage. Everything else in
 * the sign-in flow is real: the SDK, the emulator's popup and its REST API.
 * The site itself never loads this script.
 */
const GAPI_STAND_IN = String.raw`(function () {
  var TAG = '__gapiStandIn';
  var FILTER = function () { return true; };
  var nextId = 1;

  function makeChannel(targetWindow) {
    var handlers = {};
    var pending = {};
    var readyWaiters = [];
    var ready = false;
    window.addEventListener('message', function (event) {
      var msg = event.data;
      if (!msg || msg[TAG] !== true || event.source !== targetWindow) return;
      if (msg.kind === 'ready') {
        ready = true;
        readyWaiters.splice(0).forEach(function (fn) { fn(); });
        if (!msg.ack) targetWindow.postMessage({__gapiStandIn: true, kind: 'ready', ack: true}, '*');
      } else if (msg.kind === 'call') {
        var handler = handlers[msg.type];
        Promise.resolve(handler ? handler(msg.data) : undefined).then(function (result) {
          targetWindow.postMessage({__gapiStandIn: true, kind: 'reply', id: msg.id, responses: [result]}, '*');
        });
      } else if (msg.kind === 'reply' && pending[msg.id]) {
        pending[msg.id](msg.responses);
        delete pending[msg.id];
      }
    });
    return {
      announce: function () { targetWindow.postMessage({__gapiStandIn: true, kind: 'ready'}, '*'); },
      whenReady: function (fn) { if (ready) fn(); else readyWaiters.push(fn); },
      register: function (type, handler) { handlers[type] = handler; },
      send: function (type, data, callback) {
        var id = nextId++;
        // Like gapi, swallow exceptions thrown by the reply callback (the SDK's
        // webStorageSupport callback throws after answering, relying on that).
        pending[id] = function (responses) { try { if (callback) callback(responses); } catch (e) {} };
        this.whenReady(function () {
          targetWindow.postMessage({__gapiStandIn: true, kind: 'call', id: id, type: type, data: data}, '*');
        });
      },
    };
  }

  var context = {
    // Parent page (the Firebase SDK): create the emulator's helper iframe.
    open: function (options, onOpen) {
      var element = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes.style || {}).forEach(function (key) { element.style[key] = attributes.style[key]; });
      element.setAttribute('aria-hidden', 'true');
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      var channel = makeChannel(element.contentWindow);
      var iframe = {
        restyle: function () { return Promise.resolve(); },
        ping: function (callback) {
          return new Promise(function (resolve) {
            channel.whenReady(function () { if (callback) callback(); resolve(); });
          });
        },
        register: function (type, handler) { channel.register(type, handler); },
        send: function (type, data, callback) { channel.send(type, data, callback); },
      };
      return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
    },
    // Helper iframe (the Auth emulator's page): talk back to the parent.
    getParentIframe: function () {
      var channel = makeChannel(window.parent);
      // Announce after the caller has registered its handlers (same task).
      setTimeout(function () { channel.announce(); }, 0);
      return {
        register: function (type, handler) { channel.register(type, handler); },
        send: function (type, data, callback) { channel.send(type, data, callback); },
      };
    },
  };

  window.gapi = {
    load: function (name, config) {
      var callback = typeof config === 'function' ? config : config && config.callback;
      setTimeout(function () { if (callback) callback(); }, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      getContext: function () { return context; },
    },
  };

  var src = document.currentScript && document.currentScript.src;
  var onload = src ? new URL(src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();`;

/** Answers every request for gapi's loader in this context with the stand-in. */
export async function routeGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN}),
  );
}
