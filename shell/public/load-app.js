// A server-rendered page loads the app's scripts once its HTML has been painted, so the first paint shares
// neither the network nor the main thread with them (the page is readable at once; it answers once the app
// has hydrated it). A file of its own: the Content-Security-Policy allows no inline script.
(function () {
  var self = document.currentScript;
  var main = self && self.getAttribute('data-main');
  if (!main) return;
  function load() {
    // The app's initial scripts (data-main lists them): fetched together, run in their order, each in a task
    // of its own.
    main.split(' ').forEach(function (src) {
      if (!src) return;
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  // A frame callback runs before the next paint; the task it queues runs after that paint.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
