import axe from 'axe-core';
import type { Page } from 'puppeteer-core';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

const SETTLE_QUIET_MS = 300;
const SETTLE_TIMEOUT_MS = 4000;
const SCAN_ATTEMPTS = 3;

/**
 * Waits until no finite animation or transition has run for a short quiet period. A single check is not
 * enough: rc-motion adds its "-active" class a frame after mounting, so a panel that has just been opened
 * has no running animation yet and would be scanned at opacity 0 (half contrast, a false color-contrast).
 */
async function settle(page: Page): Promise<void> {
  await page
    .evaluate(
      (quietMs: number, timeoutMs: number) =>
        new Promise<void>((resolve) => {
          const started = performance.now();
          let quietSince = started;
          const tick = () => {
            const now = performance.now();
            const busy = document
              .getAnimations()
              .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
            if (busy) quietSince = now;
            if (now - quietSince >= quietMs || now - started >= timeoutMs) resolve();
            else setTimeout(tick, 50);
          };
          tick();
        }),
      SETTLE_QUIET_MS,
      SETTLE_TIMEOUT_MS,
    )
    .catch(() => undefined);
}

async function scan(page: Page): Promise<AxeViolation[]> {
  // Through DevTools, not a <script> tag: the site's CSP (script-src 'self') refuses inline scripts, as it should.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    type Node = { target: unknown[]; any: { data?: { messageKey?: string } | null }[] };
    type Rule = { id: string; impact: string | null; help: string; nodes: Node[] };
    const w = window as unknown as {
      axe: { run(ctx: Document, opts: object): Promise<{ violations: Rule[]; incomplete: Rule[] }> };
    };
    const result = await w.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations', 'incomplete'],
    });
    // axe leaves text of the very colour of its background (1:1) "to review", taking it for deliberately hidden
    // text: a white-on-white button passed that way. Visible text at 1:1 is unreadable, so it fails here.
    const unreadable = result.incomplete
      .filter((r) => r.id === 'color-contrast')
      .flatMap((r) => r.nodes.filter((n) => n.any.some((check) => check.data?.messageKey === 'equalRatio')));
    const found = result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)),
    }));
    if (unreadable.length > 0)
      found.push({
        id: 'color-contrast',
        impact: 'serious',
        help: 'Text has the colour of its background (1:1)',
        nodes: unreadable.slice(0, 5).map((n) => JSON.stringify(n.target)),
      });
    return found;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Serious and critical accessibility violations on the page once it has settled (axe-core, WCAG 2.x A/AA).
 * A fault found is looked at again after the page settles once more, so only what stays is reported:
 * a real fault is there on every scan, a fade caught half-way is not.
 */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  let violations: AxeViolation[] = [];
  for (let attempt = 0; attempt < SCAN_ATTEMPTS; attempt++) {
    await page.bringToFront();
    await settle(page);
    violations = await scan(page);
    if (violations.length === 0) return violations;
  }
  return violations;
}
