import { reportUndocumentedStatuses } from '@vip/platform/koa';

// Every Node test holds the services' answers to their OpenAPI documents: a route answering a status its
// document does not list fails the test that made it answer so (schemathesis finds such gaps only where its
// random walk happens to go; the integration tests go everywhere on purpose).
const problems: string[] = [];
reportUndocumentedStatuses((problem) => problems.push(problem));

afterEach(() => {
  if (problems.length === 0) return;
  const found = [...new Set(problems.splice(0))];
  throw new Error(`Answers their OpenAPI documents do not list:\n${found.map((p) => `  - ${p}`).join('\n')}`);
});
