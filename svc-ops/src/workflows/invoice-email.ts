import { BRAND } from '@vip/contracts/brand';
import { toCents } from '@vip/contracts/money';
import { mailText } from '../i18n/mail-text';

export interface InvoiceEmailInput {
  locale: string | null | undefined;
  contactName: string;
  referenceCode: string;
  invoice: { number: string | null; amount: number; dueDate: string | null };
  /** Staff's configured payment instructions, sent as written. */
  instructions: string;
  supportEmail: string;
}

/** The e-mail that carries a bank-transfer invoice, in the traveller's language. */
export function invoiceEmail(input: InvoiceEmailInput): { subject: string; body: string } {
  const text = mailText(input.locale);
  const { t } = text;
  const number = input.invoice.number ?? '';
  const reference = input.referenceCode;
  const amount = text.usd(toCents(input.invoice.amount));
  const body = [
    t('ops.mail.greeting', { name: input.contactName }),
    '',
    input.invoice.dueDate
      ? t('ops.mail.invoice.attachedDue', { number, reference, amount, due: text.date(input.invoice.dueDate) })
      : t('ops.mail.invoice.attachedOnReceipt', { number, reference, amount }),
    '',
    t('ops.mail.invoice.howToPay'),
    input.instructions,
    '',
    t('ops.mail.invoice.quote', { number, email: input.supportEmail }),
    '',
    BRAND.productName,
  ].join('\n');
  return { subject: t('ops.mail.invoice.subject', { number, reference }), body };
}
