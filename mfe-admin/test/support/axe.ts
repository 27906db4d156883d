// The accessibility check of the component tests: axe-core (as tools/e2e runs it in Chromium) over what is on the
// page, antd's dialogs included (they sit at the end of body). jsdom lays nothing out and paints nothing, so colour
// contrast is left to the browser run; everything axe can tell from the DOM (names, labels, roles, ARIA) is checked.
import axe from 'axe-core';

export async function expectNoA11yViolations(root: Element = document.body): Promise<void> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  const found = result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(found).toEqual([]);
}
