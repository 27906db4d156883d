import type { PartnerStatement } from '@vip/contracts/schemas';
import type { Actor, StaffAuditLog } from '../audit/staff-audit.service';
import type { OpsPrisma } from '../prisma';
import { buildStatement, statementCsv, statementFileName, statementHtml } from './partner-statement';
import type { PartnerBookingsLedger, StatementPdfRenderer } from './partners.ports';
import type { PartnersService } from './partners.service';

export interface PartnerStatementsDeps {
  prisma: OpsPrisma;
  partners: PartnersService;
  ledger: PartnerBookingsLedger;
  pdf: StatementPdfRenderer;
  audit: StaffAuditLog;
  now: () => Date;
}

/** A partner's monthly statement from the bookings ledger; each download is recorded in the staff audit log. */
export class PartnerStatements {
  constructor(private readonly deps: PartnerStatementsDeps) {}

  async statement(partnerId: string, month: string): Promise<PartnerStatement> {
    const partner = await this.deps.partners.get(partnerId);
    return buildStatement(partner, month, await this.deps.ledger.monthOf(partnerId, month));
  }

  private async record(statement: PartnerStatement, format: 'csv' | 'pdf', actor: Actor): Promise<void> {
    const { partner } = statement;
    await this.deps.audit.record(
      this.deps.prisma,
      actor,
      'partner.statement-exported',
      { type: 'partner', id: partner.id, label: partner.companyName },
      { month: { from: null, to: statement.month }, format: { from: null, to: format } },
    );
  }

  async csv(partnerId: string, month: string, actor: Actor): Promise<{ fileName: string; content: string }> {
    const statement = await this.statement(partnerId, month);
    await this.record(statement, 'csv', actor);
    return { fileName: statementFileName(statement, 'csv'), content: statementCsv(statement) };
  }

  async pdf(partnerId: string, month: string, actor: Actor): Promise<{ fileName: string; content: Uint8Array }> {
    const statement = await this.statement(partnerId, month);
    const content = await this.deps.pdf.render(statementHtml(statement, this.deps.now()));
    await this.record(statement, 'pdf', actor);
    return { fileName: statementFileName(statement, 'pdf'), content };
  }
}
