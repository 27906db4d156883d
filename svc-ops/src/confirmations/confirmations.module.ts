import type Router from '@koa/router';
import { silentLogger, type Logger } from '@vip/platform/logger';
import type { CasesService } from '../cases/cases.service';
import type { OpsConfig } from '../config';
import type { OpsPrisma } from '../prisma';
import { ConfirmationsRepository } from './confirmations.repository';
import { confirmationsRoutes } from './confirmations.routes';
import { ConfirmationsService } from './confirmations.service';
import { ChromiumPdfRenderer, type PdfRenderer } from './pdf-renderer';

export interface ConfirmationsModuleDeps {
  prisma: OpsPrisma;
  config: OpsConfig;
  cases: CasesService;
  now: () => Date;
  logger?: Logger;
  onStop?: (hook: () => Promise<void>) => void;
  onBoardChanged: () => void;
}

export function confirmationsModule(deps: ConfirmationsModuleDeps): {
  service: ConfirmationsService;
  routers: Router[];
  /** One Chromium for every PDF of the service (partner statements too). */
  renderer: PdfRenderer;
} {
  const logger = deps.logger ?? silentLogger();
  const renderer = new ChromiumPdfRenderer({
    executablePath: deps.config.CHROMIUM_PATH,
    timeoutMs: deps.config.PDF_TIMEOUT_MS,
    paper: deps.config.PDF_PAPER_SIZE,
    logger,
  });
  deps.onStop?.(() => renderer.close());
  const service = new ConfirmationsService({
    prisma: deps.prisma,
    confirmations: new ConfirmationsRepository(deps.prisma),
    cases: deps.cases,
    renderer,
    now: deps.now,
    supportEmail: deps.config.SUPPORT_EMAIL,
    onBoardChanged: deps.onBoardChanged,
  });
  return { service, routers: [confirmationsRoutes(service)], renderer };
}
