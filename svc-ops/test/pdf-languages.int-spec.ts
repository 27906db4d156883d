import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locale } from '@vip/contracts/i18n';
import { createLogger } from '@vip/platform/logger';
import { describeWithInfra, testInfra } from '@vip/platform/testing';
import { ChromiumPdfRenderer } from '../src/confirmations/pdf-renderer';
import { confirmationHtml } from '../src/confirmations/pdf-template';
import { meetAndGreet } from './fixtures';

const support = { email: 'concierge@example.com', phone: '+1 (888) 847-4847' };

/** The fonts Chromium embedded: each /FontName of the file, its subset prefix (ABCDEF+) left off. */
function embeddedFonts(pdf: Uint8Array): string[] {
  const names = Buffer.from(pdf)
    .toString('latin1')
    .matchAll(/\/FontName\s*\/(?:[A-Z]{6}\+)?([^\s/<>[\]()]+)/g);
  return [...new Set([...names].map((m) => m[1]!))].sort();
}

/** The text a reader copies out of the file (poppler's pdftotext, installed by tools/infra/chromium.sh). */
function textOf(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-languages-'));
  try {
    const file = join(dir, 'confirmation.pdf');
    writeFileSync(file, pdf);
    // Without the bidi marks pdftotext writes around right-to-left runs.
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
      /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
      '',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describeWithInfra('chromium', 'the PDF confirmation printed in each script', () => {
  const renderer = new ChromiumPdfRenderer({
    executablePath: testInfra.chromiumPath,
    timeoutMs: 20_000,
    logger: createLogger({ service: 'pdf-languages', level: 'silent' }),
  });
  afterAll(() => renderer.close());

  const print = (locale: Locale) =>
    renderer.render(
      confirmationHtml(
        meetAndGreet({ locale, greeterName: 'Marco', greeterPhone: '+39 333 123 4567' }),
        support,
        new Date('2030-06-02T09:00:00.000Z'),
      ),
    );

  it('prints Simplified Chinese with a CJK font, not missing-glyph boxes', async () => {
    const pdf = await print('zh-Hans');
    expect(embeddedFonts(pdf).some((name) => /NotoSansCJK/i.test(name))).toBe(true);
    const text = textOf(pdf);
    for (const words of ['预订确认函', '预订编号：VIP-12345-FCO', '您的接待员', '取消政策'])
      expect(text).toContain(words);
  });

  it('prints Arabic with an Arabic font, its words readable from the file', async () => {
    const pdf = await print('ar');
    expect(embeddedFonts(pdf).some((name) => /NotoSansArabic/i.test(name))).toBe(true);
    const text = textOf(pdf);
    // Words without the lam-alef ligature, which pdftotext writes back in the wrong order.
    for (const words of ['تأكيد الحجز', 'مرافقك', 'نقطة اللقاء', 'VIP-12345-FCO', '+39 333 123 4567'])
      expect(text).toContain(words);
  });

  it('prints French accents with the Latin font', async () => {
    const pdf = await print('fr');
    expect(embeddedFonts(pdf).some((name) => /DejaVuSans/i.test(name))).toBe(true);
    expect(embeddedFonts(pdf).some((name) => /CJK|Arabic/i.test(name))).toBe(false);
    expect(textOf(pdf)).toContain('Délai d’annulation : 48 heures avant la prestation.');
  });
});
