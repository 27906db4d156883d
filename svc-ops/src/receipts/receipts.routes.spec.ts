import { attachmentDisposition } from './receipts.routes';

describe('a receipt download name', () => {
  it('keeps a normal name, with its accents in the UTF-8 name and without them in the ASCII one', () => {
    expect(attachmentDisposition('Hotel (März).pdf')).toBe(
      `attachment; filename="Hotel (Marz).pdf"; filename*=UTF-8''Hotel%20%28M%C3%A4rz%29.pdf`,
    );
  });

  it('never makes a name stored before uploads were normalised a path or a reversed name', () => {
    // A fullwidth slash folds to / (NFKC, NFKD): it is _ in both names.
    expect(attachmentDisposition('..\uFF0F..\uFF0Fetc\uFF0Fpasswd.pdf')).toBe(
      `attachment; filename=".._.._etc_passwd.pdf"; filename*=UTF-8''.._.._etc_passwd.pdf`,
    );
    expect(attachmentDisposition('invoice\u202Efdp.exe')).toBe(
      `attachment; filename="invoicefdp.exe"; filename*=UTF-8''invoicefdp.exe`,
    );
    expect(attachmentDisposition('a\u2028b\u200B.pdf')).toBe(`attachment; filename="ab.pdf"; filename*=UTF-8''ab.pdf`);
  });
});
