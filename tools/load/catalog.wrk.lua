-- wrk's side of the catalog benchmarks (tools/load/wrk-load.mjs sets the env): the same requests as catalog.k6.js.
--   ENDPOINT 'bare' | 'search' | 'services';  REQUEST_PATHS: the paths to pick from at random, one per line.
-- wrk is C on epoll: it sends a request for a few µs of its own CPU, so one core of it can keep a bare Koa server
-- busy, which k6 cannot. Prints one JSON line when done.
local paths = {}
local requests = {}

function init(args)
  for path in string.gmatch(os.getenv("REQUEST_PATHS") or "/", "[^\n]+") do
    table.insert(paths, path)
  end
  -- Made here, not at load: wrk fills in the Host header only once the thread is set up.
  for i, path in ipairs(paths) do
    requests[i] = wrk.format("GET", path)
  end
end

function request()
  return requests[math.random(#requests)]
end

function done(summary, latency, _)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"failed":%d,"p95Us":%d,"p99Us":%d}\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(95), latency:percentile(99)))
end
