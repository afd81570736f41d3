import type { BrowserContext } from 'playwright-core';

/**
 * The Auth emulator's Google popup flow relays its result through a hidden iframe that talks to
 * the page with Google's `gapi.iframes` library, loaded from https://apis.google.com/js/api.js.
 * This machine is offline, so the browser tests serve this stand-in for that script: the same
 * few calls (open, ping, register, send, getParentIframe) over window.postMessage. Everything
 * else of the flow is real: the SDK, the emulator's account chooser page and its iframe.
 */
const GAPI_STUB = String.raw`(() => {
  const MARK = '__fundaxGapiStub';
  const FILTER = 'cross-origin-iframes';
  let nextId = 1;

  // One side of a channel to another window: calls by name, replies by id.
  function channel(target, accepts) {
    const handlers = {};
    const queued = {};
    const waiting = {};
    const readyCallbacks = [];
    let ready = false;
    const post = (message) => target().postMessage({ [MARK]: true, ...message }, '*');
    window.addEventListener('message', (event) => {
      const data = event.data;
      if (!data || data[MARK] !== true || !accepts(event)) return;
      if (data.type === 'ping') post({ type: 'pong' });
      else if (data.type === 'pong' && !ready) {
        ready = true;
        readyCallbacks.splice(0).forEach((callback) => callback());
      } else if (data.type === 'call') {
        if (handlers[data.name]) answer(data);
        else (queued[data.name] = queued[data.name] || []).push(data);
      } else if (data.type === 'reply' && waiting[data.id]) {
        waiting[data.id](data.result);
        delete waiting[data.id];
      }
    });
    function answer(call) {
      Promise.resolve(handlers[call.name](call.data)).then((result) =>
        post({ type: 'reply', id: call.id, result: [result] }),
      );
    }
    return {
      register(name, handler) {
        handlers[name] = handler;
        (queued[name] || []).splice(0).forEach(answer);
      },
      send(name, data, callback) {
        const id = nextId++;
        if (callback) waiting[id] = callback;
        post({ type: 'call', name, id, data });
      },
      ping(callback) {
        return new Promise((resolve) => {
          const done = () => {
            if (callback) callback();
            resolve();
          };
          if (ready) return done();
          readyCallbacks.push(done);
          const timer = setInterval(() => (ready ? clearInterval(timer) : post({ type: 'ping' })), 50);
          post({ type: 'ping' });
        });
      },
      restyle() {
        return Promise.resolve();
      },
    };
  }

  const context = {
    open(options, callback) {
      const frame = document.createElement('iframe');
      frame.src = options.url;
      const attributes = options.attributes || {};
      Object.assign(frame.style, attributes.style || {});
      if (attributes['aria-hidden']) frame.setAttribute('aria-hidden', attributes['aria-hidden']);
      if (attributes.tabindex) frame.setAttribute('tabindex', attributes.tabindex);
      const iframe = channel(() => frame.contentWindow, (event) => event.source === frame.contentWindow);
      (options.where || document.body).appendChild(frame);
      return callback ? callback(iframe) : Promise.resolve(iframe);
    },
    getParentIframe() {
      return channel(() => window.parent, (event) => event.source === window.parent);
    },
  };

  window.gapi = {
    load(_name, options) {
      setTimeout(() => (typeof options === 'function' ? options() : options.callback()), 0);
    },
    iframes: { Iframe: function Iframe() {}, CROSS_ORIGIN_IFRAMES_FILTER: FILTER, getContext: () => context },
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
  else if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();`;

/**
 * Serves the stand-in for Google's API loader and refuses every other off-machine request at
 * once (the emulator's account chooser links fonts and styles from CDNs).
 */
export async function installGoogleApiStub(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.request().url().startsWith('https://apis.google.com/js/api.js')
      ? route.fulfill({ contentType: 'text/javascript', body: GAPI_STUB })
      : route.abort(),
  );
}
