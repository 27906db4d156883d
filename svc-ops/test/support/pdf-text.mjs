// Prints the text of the PDF read from stdin, page by page. Run as its own Node process: pdfjs-dist is
// ESM-only and Jest compiles tests to CommonJS. The legacy build is the one that runs on Node 20.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const doc = await getDocument({
  data: new Uint8Array(Buffer.concat(chunks)),
  isEvalSupported: false,
  useSystemFonts: false,
  verbosity: 0,
}).promise;
const pages = [];
for (let n = 1; n <= doc.numPages; n++) {
  const content = await (await doc.getPage(n)).getTextContent();
  pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
}
process.stdout.write(pages.join('\n'));
