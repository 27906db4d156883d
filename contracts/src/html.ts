/**
 * Text placed in an HTML document (a PDF confirmation or invoice, a printable quote): `& < > " '` escaped, so
 * nothing a traveller or staff member typed can become markup. null and undefined become ''.
 */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
