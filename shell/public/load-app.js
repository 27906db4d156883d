// A server-rendered page loads the app's script once its HTML has been painted, so the first paint shares
// neither the network nor the main thread with it (the page is readable at once; it answers once the app
// has hydrated it). A file of its own: the Content-Security-Policy allows no inline script.
(function () {
  var self = document.currentScript;
  var main = self && self.getAttribute('data-main');
  if (!main) return;
  function load() {
    var script = document.createElement('script');
    script.src = main;
    document.body.appendChild(script);
  }
  // A frame callback runs before the next paint; the task it queues runs after that paint.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
