/** Paper a document may be printed on: ISO A4 and US Letter (width × height, mm). */
export const PAPERS = {
  A4: { widthMm: 210, heightMm: 297 },
  Letter: { widthMm: 215.9, heightMm: 279.4 },
} as const;
export type Paper = keyof typeof PAPERS;

const PX_PER_MM = 96 / 25.4;

/** A browser tab as puppeteer-core gives it: only what the check below uses. */
export interface PrintablePage {
  emulateMediaType(type: 'print'): Promise<void>;
  setViewport(viewport: { width: number; height: number }): Promise<void>;
  setContent(html: string): Promise<void>;
  evaluate(expression: string): Promise<unknown>;
}

/** Runs in the page (plain JavaScript: this package has no DOM types): what reaches past the printable width. */
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

/**
 * Lays the document out as it prints on this paper with these side margins (print media, the printable
 * width) and says what would be cut at the page's edge. Chromium lays a page out for print at its printable
 * width in CSS px (96 per inch); what fits that width fits the paper.
 */
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
