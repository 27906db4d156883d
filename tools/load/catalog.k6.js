// k6 scenarios for the catalog benchmarks. Run through run-benchmarks.mjs, which sets the env:
//   TARGET_URL   base URL;   MODE: 'max' (throughput with fixed VUs) or 'rate' (fixed arrival rate)
//   ENDPOINT     'bare' | 'search' | 'services';   VUS, RATE, DURATION
//   MAX_VUS      'rate' mode: the VU pool's ceiling (VUS are started up front)
import http from 'k6/http';

// The requests' words, shared with http-load.mjs (the load generator without k6).
const { searchTerms: SEARCH_TERMS, airports: AIRPORTS } = JSON.parse(open('./catalog-requests.json'));

const mode = __ENV.MODE || 'max';
const duration = __ENV.DURATION || '20s';
export const options = {
  discardResponseBodies: true,
  summaryTrendStats: ['avg', 'med', 'p(90)', 'p(95)', 'p(99)', 'max'],
  scenarios: {
    main:
      mode === 'rate'
        ? {
            executor: 'constant-arrival-rate',
            rate: Number(__ENV.RATE),
            timeUnit: '1s',
            duration,
            preAllocatedVUs: Number(__ENV.VUS || 20),
            maxVUs: Number(__ENV.MAX_VUS || __ENV.VUS || 20),
          }
        : { executor: 'constant-vus', vus: Number(__ENV.VUS || 32), duration },
  },
};

export default function () {
  const base = __ENV.TARGET_URL;
  let url;
  if (__ENV.ENDPOINT === 'bare') url = `${base}/`;
  else if (__ENV.ENDPOINT === 'search')
    url = `${base}/api/airports/search?q=${encodeURIComponent(SEARCH_TERMS[Math.floor(Math.random() * SEARCH_TERMS.length)])}`;
  else {
    const airport = AIRPORTS[Math.floor(Math.random() * AIRPORTS.length)];
    url = `${base}/api/services?airport=${airport}&type=arrival&date=2031-06-20&time=14:00&adults=2&children=0`;
  }
  // No per-response check: k6's http_req_failed already counts non-2xx, and checks cost load-generator CPU.
  http.get(url);
}
