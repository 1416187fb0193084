// Injected by `npm run dev:nui` at the top of the NUI file's <head> (never in a build):
// what FiveM gives a resource's frame. GetParentResourceName, invokeNative, and the
// NUI callbacks (fetch('https://hurricane_shop/<name>')), carried to the harness page
// (the parent frame, as FiveM's root page) which logs and answers them.
(function () {
  'use strict';
  if (window.parent === window) return; // opened alone: outside the game
  var RESOURCE = 'hurricane_shop'; // the resource name of vite.config.nui.ts
  var PREFIX = 'https://' + RESOURCE + '/';
  var KEY = '__hurricaneHarness';
  var toHarness = function (message, transfer) {
    var envelope = {};
    envelope[KEY] = message;
    window.parent.postMessage(envelope, '*', transfer || []);
  };
  window.GetParentResourceName = function () {
    return RESOURCE;
  };
  window.invokeNative = function (native) {
    toHarness({ kind: 'native', native: native, args: Array.prototype.slice.call(arguments, 1) });
  };
  var realFetch = window.fetch.bind(window);
  window.fetch = function (input, init) {
    var url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.indexOf(PREFIX) !== 0) return realFetch(input, init);
    var body = init && typeof init.body === 'string' ? init.body : '';
    return new Promise(function (resolve) {
      var channel = new MessageChannel();
      channel.port1.onmessage = function (event) {
        channel.port1.close();
        resolve(new Response(JSON.stringify(event.data), { status: 200, headers: { 'Content-Type': 'application/json' } }));
      };
      toHarness({ kind: 'callback', name: url.slice(PREFIX.length), body: body }, [channel.port2]);
    });
  };
})();
