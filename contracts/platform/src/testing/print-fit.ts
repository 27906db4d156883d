export const PAPERS = {
  A4: { widthMm: 210, heightMm: 297 },
  Letter: { widthMm: 215.9, heightMm: 279.4 },
} as const;
export type Paper = keyof typeof PAPERS;

const PX_PER_MM = 96 / 25.4;

export interface PrintablePage {
  emulateMediaType(type: 'print'): Promise<void>;
  setViewport(viewport: { width: number; height: number }): Promise<void>;
  setContent(html: string): Promise<void>;
  evaluate(expression: string): Promise<unknown>;
}

// Plain JavaScript run in the page: this package has no DOM types.
const PAST_THE_EDGE = `(width) => {
  const faults = [];
  if (document.documentElement.scrollWidth > width + 0.5) faults.push('the document is ' + document.documentElement.scrollWidth + ' px wide; the paper holds ' + width);
  const cut = [];
  document.body.querySelectorAll('*').forEach((el) => {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.right <= width + 0.5 || cut.some((outer) => outer.contains(el))) return;
    cut.push(el);
    faults.push('<' + el.tagName.toLowerCase() + '> "' + (el.textContent || '').trim().slice(0, 40) + '" reaches ' + Math.round(rect.right - width) + " px past the paper's printable width");
  });
  return faults;
}`;

// Chromium lays a page out for print at its printable width in CSS px (96 per inch): what fits that fits the paper.
export async function printOverflow(
  page: PrintablePage,
  html: string,
  paper: Paper,
  sideMarginMm: number,
): Promise<string[]> {
  const width = Math.floor((PAPERS[paper].widthMm - 2 * sideMarginMm) * PX_PER_MM);
  await page.emulateMediaType('print');
  await page.setViewport({ width, height: Math.floor((PAPERS[paper].heightMm - 2 * sideMarginMm) * PX_PER_MM) });
  await page.setContent(html);
  return (await page.evaluate(`(${PAST_THE_EDGE})(${width})`)) as string[];
}
