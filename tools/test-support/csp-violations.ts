import type { Browser, Target } from 'puppeteer-core';

export interface CspViolation {
  /** The page's URL when the violation was reported. */
  page: string;
  directive: string;
  /** kInlineViolation, kEvalViolation, kURLViolation, … as Chromium names them. */
  kind: string;
  blockedUrl?: string;
  /** Where the script that caused it runs, when Chromium knows. */
  source?: string;
}

export interface CspViolationRecorder {
  /** Every Content-Security-Policy violation reported so far by any page, pop-up or tab of the browser. */
  readonly violations: readonly CspViolation[];
  /** Resolves once every page seen so far is being watched (its earlier reports are then in `violations`). */
  settled(): Promise<void>;
}

/**
 * Records CSP violations in every page target of the browser: pages from browser.newPage() and from
 * incognito contexts, and the pop-ups and tabs the product opens itself (the quote windows, the PDF).
 *
 * It listens through a DevTools session of its own on each page rather than a `securitypolicyviolation`
 * listener added with evaluateOnNewDocument: a pop-up written with document.write has run before a test
 * could add anything to it, and a violation inside a caught `new Function` (a library probing for eval)
 * is reported but never logged to the console. Chromium keeps a page's issues and hands them to a session
 * when it enables the Audits domain, so a page watched late still reports what happened before.
 */
export function recordCspViolations(browser: Browser): CspViolationRecorder {
  const violations: CspViolation[] = [];
  const watching = new Set<Promise<unknown>>();

  const watch = (target: Target) => {
    if (target.type() !== 'page') return;
    const attached = (async () => {
      const session = await target.createCDPSession();
      session.on('Audits.issueAdded', ({ issue }) => {
        if (issue.code !== 'ContentSecurityPolicyIssue') return;
        const details = issue.details.contentSecurityPolicyIssueDetails;
        if (!details) return;
        const at = details.sourceCodeLocation;
        violations.push({
          page: target.url(),
          directive: details.violatedDirective,
          kind: details.contentSecurityPolicyViolationType,
          blockedUrl: details.blockedURL,
          source: at ? `${at.url}:${at.lineNumber + 1}:${at.columnNumber + 1}` : undefined,
        });
      });
      await session.send('Audits.enable');
    })().catch(() => {
      // The page closed before it could be watched: it had no time to load anything either.
    });
    watching.add(attached);
  };

  for (const target of browser.targets()) watch(target);
  browser.on('targetcreated', watch);

  return {
    violations,
    async settled() {
      await Promise.all(watching);
    },
  };
}
