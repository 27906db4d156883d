import puppeteer, { type Browser } from 'puppeteer-core';
import { describeWithInfra, PAPERS, printOverflow, testInfra, type Paper } from '@vip/platform/testing';
import { createLogger } from '@vip/platform/logger';
import { confirmationHtml } from '../src/confirmations/pdf-template';
import { ChromiumPdfRenderer, PDF_MARGINS_MM } from '../src/confirmations/pdf-renderer';
import { meetAndGreet } from './fixtures';

const support = { email: 'concierge@example.com', phone: '+1 (888) 847-4847' };

/** A confirmation with everything long that staff and travellers type: names, notes, a link with no spaces. */
const crowded = () =>
  confirmationHtml(
    meetAndGreet({
      contactName: 'Maximiliana Alexandrina Featherstonehaugh-Cholmondeley',
      companyName: 'International Consolidated Executive Travel Management Partners Limited',
      travelerNames: Array.from(
        { length: 8 },
        (_, i) => `Traveller number ${i + 1} with a rather long double-barrelled surname`,
      ),
      specialRequests: 'Wheelchair at the gate; two large pieces of sports equipment; a child seat. '.repeat(6),
      meetLocation: 'Arrivals hall, Terminal 3, in front of the pharmacy next to exit B12 (the greeter holds a sign)',
      customText: `Your itinerary: https://vipairportservices.example.com/itineraries/${'a1b2c3d4'.repeat(12)}`,
    }),
    support,
    new Date('2030-06-02T09:00:00.000Z'),
  );

/** The paper's size in PDF points as the file states it (/MediaBox [0 0 w h]). */
function mediaBox(pdf: Uint8Array): [number, number] {
  const m = Buffer.from(pdf)
    .toString('latin1')
    .match(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/);
  if (!m) throw new Error('no /MediaBox in the PDF');
  return [Number(m[1]), Number(m[2])];
}

describeWithInfra('chromium', 'PDF confirmations on A4 and US Letter (issue 17)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await puppeteer.launch({
      executablePath: testInfra.chromiumPath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
  });
  afterAll(() => browser?.close());

  it.each(Object.keys(PAPERS) as Paper[])(
    'lays the confirmation out within %s with its margins: nothing cut at the edge',
    async (paper) => {
      const page = await browser.newPage();
      try {
        expect(await printOverflow(page, crowded(), paper, PDF_MARGINS_MM.side)).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it('prints the file on the paper PDF_PAPER_SIZE names', async () => {
    const mm = (v: number) => (v * 72) / 25.4;
    for (const paper of Object.keys(PAPERS) as Paper[]) {
      const renderer = new ChromiumPdfRenderer({
        executablePath: testInfra.chromiumPath,
        timeoutMs: 20_000,
        paper,
        logger: createLogger({ service: 'paper-sizes', level: 'silent' }),
      });
      try {
        const [w, h] = mediaBox(await renderer.render(crowded()));
        // Chromium rounds the page to whole device pixels: within a point of the paper.
        expect(Math.abs(w - mm(PAPERS[paper].widthMm))).toBeLessThan(1);
        expect(Math.abs(h - mm(PAPERS[paper].heightMm))).toBeLessThan(1);
      } finally {
        await renderer.close();
      }
    }
  });

  it('the check sees a document too wide for the paper', async () => {
    const page = await browser.newPage();
    try {
      const faults = await printOverflow(
        page,
        '<!doctype html><body><table style="width:900px"><tr><td>Wide</td></tr></table></body>',
        'A4',
        PDF_MARGINS_MM.side,
      );
      expect(faults.join('\n')).toMatch(/past the paper's printable width/);
    } finally {
      await page.close();
    }
  });
});
